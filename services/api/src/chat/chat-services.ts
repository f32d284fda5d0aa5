import { DEFAULT_LANGUAGE, type OpenMessage } from '@dating/domain';
import { deterministicUuid, type Infrastructure } from '@dating/platform';
import {
  chatMemberFacts,
  chatsAwaitingDemoReply,
  findMemberContact,
  heldMessagesOfBannedSenders,
  heldMessagesOfConfirmedSenders,
  unsettledMessages,
  withdrawnUnrefunded,
} from '@dating/projections';
import type { ChatFollowUpDeps, DemoReplyDeps } from '@dating/workers';
import { Logger } from '@nestjs/common';
import { demoReplyFor } from '../demo/demo-replies.js';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import type { Clock } from '../runtime/tokens.js';
import { Wallets } from '../wallet/wallets.js';
import { MessageSending } from './message-sending.js';

/** Builds the message pipeline outside Nest, for the workers role (which runs no Nest app). */
export const messageSendingFor = (infrastructure: Infrastructure, clock: Clock): MessageSending => {
  const { sql, personalFields, requestKeys } = infrastructure;
  const streams = StreamDecisions.over(infrastructure, clock);
  return new MessageSending(streams, new Wallets(streams), requestKeys, sql, personalFields, clock);
};

/** The embedded default's demo members answering a first message, in the writer's language. */
export const demoReplies = ({ sql, personalFields }: Infrastructure, sending: MessageSending, delaySeconds: number): DemoReplyDeps => ({
  delaySeconds,
  findDue: (before, limit) => chatsAwaitingDemoReply(sql, before, limit),
  reply: async (demoMemberId, memberId) => {
    const language = (await findMemberContact(sql, personalFields, memberId))?.language ?? DEFAULT_LANGUAGE;
    await sending.send({
      senderId: demoMemberId,
      recipientId: memberId,
      // The same reply of the same pair: a round that overlaps another sends it once.
      messageId: deterministicUuid(`demo-reply/${demoMemberId}/${memberId}`),
      content: { kind: 'text', text: demoReplyFor(language, demoMemberId, memberId) },
      credits: 0,
      freeChats: 0,
    });
  },
});

/** The chat's process manager: what sends, confirmations and bans left unfinished, and the demo members' replies. */
export const chatFollowUp = (infrastructure: Infrastructure, clock: Clock): ChatFollowUpDeps => {
  const { sql, config } = infrastructure;
  const sending = messageSendingFor(infrastructure, clock);
  const logger = new Logger('chat-follow-up');
  const settle = async (message: OpenMessage) => sending.settle(message, (await chatMemberFacts(sql, message.senderId))?.deliversAtOnce ?? false);
  return {
    findUnsettled: (before, limit) => unsettledMessages(sql, before, limit),
    settle,
    findReleasable: (limit) => heldMessagesOfConfirmedSenders(sql, limit),
    release: (senderId, recipientId) => sending.releaseHeld(senderId, recipientId),
    findWithdrawable: (limit) => heldMessagesOfBannedSenders(sql, limit),
    withdraw: (senderId, recipientId) => sending.withdrawHeld(senderId, recipientId, 'sender_banned'),
    findUnrefunded: (limit) => withdrawnUnrefunded(sql, limit),
    refund: (message) => sending.refund(message),
    demoReplies: config.demoReplySeconds === undefined ? undefined : demoReplies(infrastructure, sending, config.demoReplySeconds),
    now: () => clock.now(),
    devClock: config.devClock,
    logError: (message) => logger.error(message),
  };
};
