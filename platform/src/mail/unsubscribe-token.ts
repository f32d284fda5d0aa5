import { isNotificationPreference, type NotificationPreference } from '@dating/domain';
import { createLinkToken, LINK_PURPOSES, verifyLinkToken } from './link-token.js';

/** Whom an unsubscribe link belongs to and the one preference it switches off. */
export interface UnsubscribeClaims {
  readonly memberId: string;
  readonly preference: NotificationPreference;
}

/**
 * The token of a notification mail's unsubscribe link. It names the preference itself instead of a token id kept in a
 * stream, so nothing can make it expire: RFC 8058 expects the link of a months-old mail to keep working, and turning
 * a mail off twice does no harm. Only a new APP_SECRET retires it.
 */
export const createUnsubscribeToken = ({ memberId, preference }: UnsubscribeClaims, secret: string): string =>
  createLinkToken(LINK_PURPOSES.UNSUBSCRIBE, { subjectId: memberId, tokenId: preference }, secret);

/** The claims of an unsubscribe token we issued, or null for anything forged, malformed or made for another purpose. */
export const verifyUnsubscribeToken = (token: string, secret: string): UnsubscribeClaims | null => {
  const claims = verifyLinkToken(LINK_PURPOSES.UNSUBSCRIBE, token, secret);
  // A preference the site has since dropped has nothing left to switch off.
  if (!claims || !isNotificationPreference(claims.tokenId)) return null;
  return { memberId: claims.subjectId, preference: claims.tokenId };
};
