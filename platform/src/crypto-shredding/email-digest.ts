import { createHmac } from 'node:crypto';
import { normaliseEmail } from '@dating/domain';

/** Keyed digest of an e-mail address: stable for lookups (claim and reset streams), meaningless without the app secret. */
export const emailDigest = (email: string, secret: string): string =>
  createHmac('sha256', secret).update(`email:${normaliseEmail(email)}`).digest('base64url');
