import { Injectable } from '@nestjs/common';
import { currentPasswordHashRefOf, type MemberState } from '@dating/domain';
import { CredentialRepository } from '../auth/credential.repository.js';
import { PasswordHasher } from '../auth/password-hasher.js';

/** Checks a member's own password again before a change that an open session alone must not allow. */
@Injectable()
export class MemberPasswords {
  constructor(
    private readonly credentials: CredentialRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Spends one argon2 verification even when no hash is found, so timing tells nothing. */
  async verify(member: MemberState, password: string): Promise<boolean> {
    const storedHash = await this.credentials.find(currentPasswordHashRefOf(member));
    return storedHash ? this.hasher.verify(storedHash, password) : this.hasher.verifyNothing(password);
  }
}
