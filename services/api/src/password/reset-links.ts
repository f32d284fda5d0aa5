import { Inject, Injectable } from '@nestjs/common';
import { LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import {
  DomainError,
  memberOfUsableResetLink,
  PASSWORD_RESET_ERRORS,
  passwordResetDecider,
  passwordResetStreamId,
  type MemberState,
} from '@dating/domain';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { MemberStreams } from '../member/member-streams.js';
import { APP_SECRET, CLOCK, type Clock } from '../runtime/tokens.js';

/** A reset link that can still set a password: the address's stream it belongs to, its id, and its member. */
export interface UsableResetLink {
  readonly addressDigest: string;
  readonly tokenId: string;
  readonly member: MemberState;
}

/** Reads what a mailed reset link is worth now, for the page that checks it and the form that spends it. Changes nothing. */
@Injectable()
export class ResetLinks {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly members: MemberStreams,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The link of this token if it can still be used. A forged, unknown, used, expired or superseded link, and one of an
   * address without account or of a since deleted account, are all the same LINK_INVALID.
   */
  async usable(token: string): Promise<UsableResetLink> {
    const claims = verifyLinkToken(LINK_PURPOSES.PASSWORD_RESET, token, this.secret);
    if (!claims) throw new DomainError(PASSWORD_RESET_ERRORS.LINK_INVALID);
    const state = await this.streams.load(passwordResetDecider, passwordResetStreamId(claims.subjectId));
    const memberId = memberOfUsableResetLink(state, claims.tokenId, this.clock.now().toISOString());
    const member = memberId ? await this.members.of(memberId) : undefined;
    if (!member || member.account.lifecycle !== 'active') throw new DomainError(PASSWORD_RESET_ERRORS.LINK_INVALID);
    return { addressDigest: claims.subjectId, tokenId: claims.tokenId, member };
  }
}
