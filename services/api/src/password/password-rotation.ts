import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { credentialsDecider, credentialsStreamId, currentPasswordHashRefOf, PASSWORD_ERRORS, validatePasswordPair, type MemberState } from '@dating/domain';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { CredentialRepository } from '../auth/credential.repository.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { SESSION_REVOCATION_CONSUMER } from '@dating/projections';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { ApiError, type ErrorCode } from '../http/api-errors.js';

/** A new password typed twice must follow the rules and match; the browser marks the field the code is about. */
export const assertNewPassword = (password: string, confirmation: string): void => {
  const code = validatePasswordPair(password, confirmation) as ErrorCode | undefined;
  if (!code) return;
  throw new ApiError(code, { [code === PASSWORD_ERRORS.MISMATCH ? 'password_confirmation' : 'password']: code });
};

/**
 * Puts a new password in place: a fresh credential row under a new reference, the change recorded on the member's
 * credentials stream (which ends every session but `keptSessionHash`), then the old hash deleted.
 */
@Injectable()
export class PasswordRotation {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly credentials: CredentialRepository,
    private readonly hasher: PasswordHasher,
    private readonly consistency: ReadModelConsistency,
  ) {}

  /** Returns once every other session has ended. */
  async replace(member: MemberState, password: string, keptSessionHash: string | null): Promise<void> {
    const memberId = member.registration.memberId;
    const replacedRef = currentPasswordHashRefOf(member);
    const passwordHashRef = randomUUID();
    await this.credentials.save(passwordHashRef, await this.hasher.hash(password));
    let decision;
    try {
      decision = await this.streams.decide(credentialsDecider, credentialsStreamId(memberId), {
        type: 'ChangePassword',
        data: { memberId, passwordHashRef, keptSessionHash },
      });
    } catch (error) {
      // The change was refused (e.g. the account was deleted meanwhile): the new hash must not linger unreferenced.
      await this.credentials.delete(passwordHashRef);
      throw error;
    }
    await this.credentials.delete(replacedRef);
    await this.consistency.waitFor(decision.checkpoint, [SESSION_REVOCATION_CONSUMER]);
  }
}
