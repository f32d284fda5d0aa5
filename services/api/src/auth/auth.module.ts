import { Module } from '@nestjs/common';
import { CredentialRepository } from './credential.repository.js';
import { LogInHandler } from './log-in.handler.js';
import { LogOutHandler } from './log-out.handler.js';
import { LoginThrottleRepository } from './login-throttle.repository.js';
import { MemberSessionGuard, MemberSessions } from './member-session.guard.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionOpener } from './session-opener.js';

/** Sessions, passwords and the login lockout: what every other feature builds on (it imports none of them). */
@Module({
  providers: [CredentialRepository, LoginThrottleRepository, PasswordHasher, MemberSessions, MemberSessionGuard, SessionOpener, LogInHandler, LogOutHandler],
  exports: [CredentialRepository, LoginThrottleRepository, PasswordHasher, MemberSessions, MemberSessionGuard, SessionOpener],
})
export class AuthModule {}
