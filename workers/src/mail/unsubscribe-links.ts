import { createUnsubscribeToken } from '@dating/platform';
import type { UnsubscribeClaims } from '@dating/platform';

/** Where a notification mail's unsubscribe links lead: the site's page, and the API a mail provider POSTs to. */
export interface UnsubscribeUrls {
  /** The footer link: a page that says which mails stop and asks for one click (link scanners only GET it). */
  readonly page: string;
  /** The `List-Unsubscribe` URL of RFC 8058: a POST there unsubscribes at once. */
  readonly oneClick: string;
}

/** Both unsubscribe links of the member's mails of one preference on the site at `origin`. */
export const unsubscribeUrls = (origin: string, claims: UnsubscribeClaims, secret: string): UnsubscribeUrls => {
  const token = encodeURIComponent(createUnsubscribeToken(claims, secret));
  return { page: `${origin}/unsubscribe?token=${token}`, oneClick: `${origin}/api/unsubscribe.php?token=${token}` };
};
