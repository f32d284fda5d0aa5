import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ActivateMemberHandler } from './activate-member.handler.js';
import { SignUpHandler } from './sign-up.handler.js';
import { SignupController } from './signup.controller.js';

@Module({ imports: [AuthModule], controllers: [SignupController], providers: [SignUpHandler, ActivateMemberHandler] })
export class SignupModule {}
