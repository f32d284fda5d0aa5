import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a mailed link is for: a MAC made for one purpose never verifies for another. */
export const LINK_PURPOSES = {
  ACTIVATION: 'member-activation',
  PASSWORD_RESET: 'password-reset',
  EMAIL_CHANGE: 'email-change',
  REACTIVATION: 'account-reactivation',
  /** A notification mail's unsubscribe link: never expires, as RFC 8058 expects of an old mail's link. */
  UNSUBSCRIBE: 'notification-unsubscribe',
} as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[keyof typeof LINK_PURPOSES];

/** `subjectId`: the stream the token belongs to (a member id, or an address digest for password resets). */
export interface LinkTokenClaims {
  readonly subjectId: string;
  readonly tokenId: string;
}

const SEPARATOR = '\n';
const MAC_BYTES = 32;

const macOf = (purpose: LinkPurpose, payload: Buffer, secret: string): Buffer =>
  createHmac('sha256', secret).update(purpose).update(SEPARATOR).update(payload).digest();

/**
 * The token of a mailed link: base64url of `subjectId \n tokenId` followed by their HMAC-SHA256. Whether the token
 * id is still current and unexpired is for the subject's stream to say; this only proves we issued the pair.
 * The log holds only the token id, so an export of the log cannot be turned into working links.
 */
export const createLinkToken = (purpose: LinkPurpose, { subjectId, tokenId }: LinkTokenClaims, secret: string): string => {
  if (!subjectId || !tokenId || subjectId.includes(SEPARATOR) || tokenId.includes(SEPARATOR)) {
    throw new Error('A link token needs a subject id and a token id without line breaks');
  }
  const payload = Buffer.from(`${subjectId}${SEPARATOR}${tokenId}`, 'utf8');
  return Buffer.concat([payload, macOf(purpose, payload, secret)]).toString('base64url');
};

/** The claims of a token we issued for this purpose, or null for anything forged, altered, malformed or meant elsewhere. */
export const verifyLinkToken = (purpose: LinkPurpose, token: string, secret: string): LinkTokenClaims | null => {
  const bytes = Buffer.from(token, 'base64url');
  // Buffer.from drops what is not base64url; re-encoding must give the token back exactly.
  if (bytes.length <= MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const payload = bytes.subarray(0, bytes.length - MAC_BYTES);
  const mac = bytes.subarray(bytes.length - MAC_BYTES);
  if (!timingSafeEqual(mac, macOf(purpose, payload, secret))) return null;
  const [subjectId, tokenId, ...rest] = payload.toString('utf8').split(SEPARATOR);
  if (!subjectId || !tokenId || rest.length > 0) return null;
  return { subjectId, tokenId };
};
