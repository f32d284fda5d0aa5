import { Inject, Injectable } from '@nestjs/common';
import { accountDecider, accountStreamId, type ReportReason } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { heldMessagesOf, memberSearchProjection, SESSION_REVOCATION_CONSUMER } from '@dating/projections';
import { MessageSending } from '../chat/message-sending.js';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { SQL } from '../runtime/tokens.js';

/** Before a ban returns, the member is logged out everywhere and nobody finds them any more. */
const SHUTTING_OUT_READ_MODELS = [SESSION_REVOCATION_CONSUMER, memberSearchProjection.name];

// More held messages than a member can write before confirming their address (CHAT.TOO_MANY_HELD caps them).
const HELD_MESSAGES_READ = 1_000;

export interface Ban {
  readonly memberId: string;
  readonly bannedBy: string;
  readonly reportId: string | null;
  readonly reason: ReportReason;
}

/**
 * A ban in idempotent steps: the account records it (once), which ends the sessions and hides the member; then the
 * member's held messages are withdrawn and refunded. Repeating a ban repeats only what is left; a ban whose request
 * stopped half-way is finished by the chat follow-up sweep, which withdraws held messages of banned senders.
 */
@Injectable()
export class MemberBanning {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly sending: MessageSending,
    @Inject(SQL) private readonly sql: SqlPort,
  ) {}

  async ban({ memberId, bannedBy, reportId, reason }: Ban): Promise<void> {
    await this.streams.decide(accountDecider, accountStreamId(memberId), {
      type: 'BanMember',
      data: { memberId, bannedBy, reportId, reason },
    }, { waitFor: SHUTTING_OUT_READ_MODELS });
    await this.withdrawHeldMessages(memberId);
  }

  /** Refunds what it withdrew; each refund is keyed by its message's spend, so one the sweep gave back is not given twice. */
  private async withdrawHeldMessages(memberId: string): Promise<void> {
    const held = await heldMessagesOf(this.sql, memberId, HELD_MESSAGES_READ);
    for (const recipientId of new Set(held.map((message) => message.recipientId))) {
      const withdrawn = await this.sending.withdrawHeld(memberId, recipientId, 'sender_banned');
      for (const message of withdrawn.filter((paid) => paid.credits > 0)) await this.sending.refund(message);
    }
  }
}
