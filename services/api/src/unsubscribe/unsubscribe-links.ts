import { Inject, Injectable } from '@nestjs/common';
import { DomainError, UNSUBSCRIBE_ERRORS, type NotificationPreference } from '@dating/domain';
import { verifyUnsubscribeToken } from '@dating/platform';
import { MemberStreams } from '../member/member-streams.js';
import { APP_SECRET } from '../runtime/tokens.js';

/** A genuine unsubscribe link of a member who still exists, and whether that preference is on now. */
export interface UnsubscribeLink {
  readonly memberId: string;
  readonly preference: NotificationPreference;
  readonly isOn: boolean;
}

/** Reads what an unsubscribe link is about; the link itself never expires (RFC 8058), so only its MAC and member count. */
@Injectable()
export class UnsubscribeLinks {
  constructor(
    private readonly members: MemberStreams,
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  /** Throws UNSUBSCRIBE.LINK_INVALID for anything but a token we issued, UNSUBSCRIBE.MEMBER_GONE once its member is erased. */
  async resolve(token: unknown): Promise<UnsubscribeLink> {
    const claims = typeof token === 'string' ? verifyUnsubscribeToken(token, this.secret) : null;
    if (!claims) throw new DomainError(UNSUBSCRIBE_ERRORS.LINK_INVALID);
    const member = await this.members.of(claims.memberId);
    if (!member || member.account.lifecycle === 'erased') throw new DomainError(UNSUBSCRIBE_ERRORS.MEMBER_GONE);
    return { ...claims, isOn: member.notifications.preferences[claims.preference] };
  }
}
