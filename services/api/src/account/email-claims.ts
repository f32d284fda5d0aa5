import { Inject, Injectable } from '@nestjs/common';
import { emailClaimDecider, emailClaimStreamId, type MemberState } from '@dating/domain';
import { emailDigest } from '@dating/platform';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { MemberStreams } from '../member/member-streams.js';
import { APP_SECRET } from '../runtime/tokens.js';

/**
 * Who holds an e-mail address, through its claim stream (a keyed digest of the address, never the address itself).
 * Signup, e-mail change and the mail provider's events all find members this way, as login does.
 */
@Injectable()
export class EmailClaims {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly members: MemberStreams,
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  streamOf(email: string): string {
    return emailClaimStreamId(emailDigest(email, this.secret));
  }

  async holderOf(email: string): Promise<string | null> {
    return (await this.streams.load(emailClaimDecider, this.streamOf(email))).claimedBy;
  }

  /**
   * Who holds the address, whatever the state of their account; `member` is undefined when the holder never got
   * registered (a signup that crashed in between), `passwordHashRef` the password a signup claiming it chose.
   * Undefined when nobody holds it.
   */
  async holding(email: string): Promise<{ memberId: string; member: MemberState | undefined; passwordHashRef: string | null } | undefined> {
    const { claimedBy, passwordHashRef } = await this.streams.load(emailClaimDecider, this.streamOf(email));
    return claimedBy ? { memberId: claimedBy, member: await this.members.of(claimedBy), passwordHashRef } : undefined;
  }

  /**
   * `abandonedBy`: a holder found with no registration, whose claim may be taken over once it is old enough.
   * `passwordHashRef`: the password of the signup claiming it.
   */
  async claim(email: string, memberId: string, now: string, { abandonedBy, passwordHashRef }: { abandonedBy?: string; passwordHashRef?: string } = {}): Promise<void> {
    const data = { memberId, ...(abandonedBy ? { abandonedBy } : {}), ...(passwordHashRef ? { passwordHashRef } : {}) };
    await this.streams.decide(emailClaimDecider, this.streamOf(email), { type: 'ClaimEmail', data }, { now: new Date(now) });
  }

  async release(email: string, memberId: string, now: string): Promise<void> {
    await this.streams.decide(emailClaimDecider, this.streamOf(email), { type: 'ReleaseEmail', data: { memberId } }, { now: new Date(now) });
  }
}
