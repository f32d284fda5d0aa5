import { Inject, Injectable } from '@nestjs/common';
import { emailClaimDecider, emailClaimStreamId, memberDecider, memberStreamId, type ActiveMember } from '@dating/domain';
import { emailDigest } from '@dating/platform';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { APP_SECRET } from '../runtime/tokens.js';

/**
 * Who holds an e-mail address, through its claim stream (a keyed digest of the address, never the address itself).
 * Signup, e-mail change and the mail provider's events all find members this way, as login does.
 */
@Injectable()
export class EmailClaims {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  streamOf(email: string): string {
    return emailClaimStreamId(emailDigest(email, this.secret));
  }

  async holderOf(email: string): Promise<string | null> {
    const { state } = await this.repository.load(emailClaimDecider, this.streamOf(email));
    return state.claimedBy;
  }

  /** The member holding the address, whatever the state of their account; undefined when nobody does. */
  async memberHolding(email: string): Promise<ActiveMember | undefined> {
    const memberId = await this.holderOf(email);
    if (!memberId) return undefined;
    const { state } = await this.repository.load(memberDecider, memberStreamId(memberId));
    return state.exists ? state : undefined;
  }

  async claim(email: string, memberId: string, now: string): Promise<void> {
    await this.repository.execute(emailClaimDecider, this.streamOf(email), { type: 'ClaimEmail', data: { memberId }, metadata: { now } });
  }

  async release(email: string, memberId: string, now: string): Promise<void> {
    await this.repository.execute(emailClaimDecider, this.streamOf(email), { type: 'ReleaseEmail', data: { memberId }, metadata: { now } });
  }
}
