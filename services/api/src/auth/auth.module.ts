import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { CredentialRepository } from './credential.repository.js';
import { LogInHandler } from './log-in.handler.js';
import { LogOutHandler } from './log-out.handler.js';
import { LoginThrottleRepository } from './login-throttle.repository.js';
import { MemberSessionGuard, MemberSessions } from './member-session.guard.js';
import { PasswordHasher } from './password-hasher.js';
import { UserViews } from '../member/user-views.js';

@Module({
  controllers: [AuthController],
  providers: [CredentialRepository, LoginThrottleRepository, PasswordHasher, MemberSessions, MemberSessionGuard, UserViews, LogInHandler, LogOutHandler],
  exports: [CredentialRepository, LoginThrottleRepository, PasswordHasher, MemberSessions, MemberSessionGuard, UserViews],
})
export class AuthModule {}
