import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ActivationTokenClaims {
  readonly memberId: string;
  readonly tokenId: string;
}

// Binds the MAC to this use, so a MAC made with the same secret for anything else never verifies here.
const PURPOSE = 'member-activation';
const SEPARATOR = '\n';
const MAC_BYTES = 32;

const macOf = (payload: Buffer, secret: string): Buffer =>
  createHmac('sha256', secret).update(PURPOSE).update(SEPARATOR).update(payload).digest();

/**
 * The token of an activation link: base64url of `memberId \n tokenId` followed by their
 * HMAC-SHA256. Whether the token id is still the member's current, unexpired one is for the
 * member's stream to say; this only proves we issued the pair.
 */
export const createActivationToken = ({ memberId, tokenId }: ActivationTokenClaims, secret: string): string => {
  if (!memberId || !tokenId || memberId.includes(SEPARATOR) || tokenId.includes(SEPARATOR)) {
    throw new Error('An activation token needs a member id and a token id without line breaks');
  }
  const payload = Buffer.from(`${memberId}${SEPARATOR}${tokenId}`, 'utf8');
  return Buffer.concat([payload, macOf(payload, secret)]).toString('base64url');
};

/** The claims of a token we issued, or null for anything forged, altered or malformed. */
export const verifyActivationToken = (token: string, secret: string): ActivationTokenClaims | null => {
  const bytes = Buffer.from(token, 'base64url');
  // Buffer.from drops what is not base64url; re-encoding must give the token back exactly.
  if (bytes.length <= MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const payload = bytes.subarray(0, bytes.length - MAC_BYTES);
  const mac = bytes.subarray(bytes.length - MAC_BYTES);
  if (!timingSafeEqual(mac, macOf(payload, secret))) return null;
  const [memberId, tokenId, ...rest] = payload.toString('utf8').split(SEPARATOR);
  if (!memberId || !tokenId || rest.length > 0) return null;
  return { memberId, tokenId };
};
