import { createHash, randomBytes } from 'node:crypto';

/** A session token is `<memberId>.<128 random bits>`; only its hash is stored. */
export const createSessionToken = (memberId: string): string => `${memberId}.${randomBytes(16).toString('base64url')}`;

export const parseSessionToken = (token: string | undefined): { memberId: string; token: string } | undefined => {
  const match = token && /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})$/.exec(token);
  return match ? { memberId: match[1]!, token } : undefined;
};

export const sessionHash = (token: string): string => createHash('sha256').update(token).digest('base64url');
