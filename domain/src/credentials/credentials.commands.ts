import type { Command } from '../kernel/message.js';

/**
 * The old password (or the reset link) is checked outside the domain; the new hash is stored outside the log.
 * `keptSessionHash`: the session that made the change stays open, every other one ends.
 */
export type ChangePassword = Command<'ChangePassword', { memberId: string; passwordHashRef: string; keptSessionHash: string | null }>;
/** `currentEmail`: the address in use now (the signup's until a change), which the new one must differ from. */
export type RequestEmailChange = Command<'RequestEmailChange', { memberId: string; newEmail: string; currentEmail: string | null; tokenId: string }>;
/** The new address is claimed for this member (its claim stream) before the change is confirmed here. */
export type ConfirmEmailChange = Command<'ConfirmEmailChange', { memberId: string; tokenId: string }>;

export type CredentialsCommand = ChangePassword | RequestEmailChange | ConfirmEmailChange;
