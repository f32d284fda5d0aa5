import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { CredentialRepository } from './credential.repository.js';
import { LogInHandler } from './log-in.handler.js';
import { LogOutHandler } from './log-out.handler.js';
import { MemberSessionGuard, MemberSessions } from './member-session.guard.js';
import { PasswordHasher } from './password-hasher.js';

@Module({
  controllers: [AuthController],
  providers: [CredentialRepository, PasswordHasher, MemberSessions, MemberSessionGuard, LogInHandler, LogOutHandler],
  exports: [CredentialRepository, PasswordHasher, MemberSessions, MemberSessionGuard],
})
export class AuthModule {}
