import type { OpenMessage } from '@dating/domain';
import { JOB_OUTCOMES, type JobHandler } from '@dating/platform';

export const CHAT_FOLLOW_UP_JOB = 'sweep.chat-follow-up';

const BATCH = 200;
// A send settles its own message within milliseconds; one still unsettled after this lost its process on the way.
const UNSETTLED_GRACE_MS = 10_000;

export interface DemoReplyDeps {
  /** Conversations in which a site-run member got a first message at or before `before` and never answered. */
  readonly findDue: (before: Date, limit: number) => Promise<readonly { demoMemberId: string; memberId: string }[]>;
  readonly reply: (demoMemberId: string, memberId: string) => Promise<unknown>;
  /** How long a demo member "types" before answering (DEMO_REPLY_SECONDS). */
  readonly delaySeconds: number;
}

export interface ChatFollowUpDeps {
  /** Messages still waiting for their debit's outcome since `before` (the chats read model). */
  readonly findUnsettled: (before: Date, limit: number) => Promise<readonly OpenMessage[]>;
  /** Pays for the message (once, by its key) and settles it: delivered, held or rejected. */
  readonly settle: (message: OpenMessage) => Promise<unknown>;
  /** Held messages whose sender has confirmed their address since. */
  readonly findReleasable: (limit: number) => Promise<readonly OpenMessage[]>;
  readonly release: (senderId: string, recipientId: string) => Promise<unknown>;
  /** Held messages whose sender is banned: a ban stopped before withdrawing them leaves these. */
  readonly findWithdrawable: (limit: number) => Promise<readonly OpenMessage[]>;
  readonly withdraw: (senderId: string, recipientId: string) => Promise<unknown>;
  /** Withdrawn messages whose credits have not gone back yet. */
  readonly findUnrefunded: (limit: number) => Promise<readonly OpenMessage[]>;
  readonly refund: (message: OpenMessage) => Promise<unknown>;
  /** Absent outside the embedded default: real members' messages are never answered by the site. */
  readonly demoReplies: DemoReplyDeps | undefined;
  readonly now: () => Date;
  readonly devClock: boolean;
  readonly logError: (message: string) => void;
}

export const chatFollowUpEveryMs = (devClock: boolean): number => (devClock ? 1_000 : 5_000);

const each = async <T>(items: readonly T[], work: (item: T) => Promise<unknown>, describe: (item: T) => string, logError: (message: string) => void) => {
  for (const item of items) {
    try {
      await work(item);
    } catch (error) {
      logError(`${describe(item)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
};

/**
 * One round of the chat's process manager: whatever a send, a confirmation or a ban left unfinished is finished
 * here, each step idempotent, so a round that overlaps the request that is still at it changes nothing twice.
 * Failures are logged and tried again next round.
 */
export const followUpChats = async (deps: ChatFollowUpDeps): Promise<void> => {
  const now = deps.now();
  const message = (ref: OpenMessage) => `message ${ref.messageId}`;
  await each(await deps.findUnsettled(new Date(now.getTime() - UNSETTLED_GRACE_MS), BATCH), deps.settle, message, deps.logError);
  const pairs = new Map((await deps.findReleasable(BATCH)).map((ref) => [`${ref.senderId}/${ref.recipientId}`, ref]));
  await each([...pairs.values()], (ref) => deps.release(ref.senderId, ref.recipientId), (ref) => `held messages of ${ref.senderId}`, deps.logError);
  const banned = new Map((await deps.findWithdrawable(BATCH)).map((ref) => [`${ref.senderId}/${ref.recipientId}`, ref]));
  await each([...banned.values()], (ref) => deps.withdraw(ref.senderId, ref.recipientId), (ref) => `held messages of banned ${ref.senderId}`, deps.logError);
  await each(await deps.findUnrefunded(BATCH), deps.refund, message, deps.logError);
  const demo = deps.demoReplies;
  if (demo) {
    const due = await demo.findDue(new Date(now.getTime() - demo.delaySeconds * 1000), BATCH);
    await each(due, ({ demoMemberId, memberId }) => demo.reply(demoMemberId, memberId), ({ demoMemberId }) => `demo reply of ${demoMemberId}`, deps.logError);
  }
};

export const chatFollowUpJob =
  (deps: ChatFollowUpDeps): JobHandler<unknown> =>
  async () => {
    await followUpChats(deps);
    return JOB_OUTCOMES.DONE;
  };
