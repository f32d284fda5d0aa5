import { createHash, createHmac, randomBytes } from 'node:crypto';
import { normaliseEmail } from '@dating/domain';

/** Keyed digest of an e-mail address: stable for lookups, meaningless without the app secret. */
export const emailDigest = (email: string, secret: string): string =>
  createHmac('sha256', secret).update(`email:${normaliseEmail(email)}`).digest('base64url');

/** A session token is `<memberId>.<128 random bits>`; only its hash is stored. */
export const createSessionToken = (memberId: string): string => `${memberId}.${randomBytes(16).toString('base64url')}`;

export const parseSessionToken = (token: string | undefined): { memberId: string; token: string } | undefined => {
  const match = token && /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})$/.exec(token);
  return match ? { memberId: match[1]!, token } : undefined;
};

export const sessionHash = (token: string): string => createHash('sha256').update(token).digest('base64url');
