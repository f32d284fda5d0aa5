import { Module } from '@nestjs/common';
import { EmailClaims } from '../account/email-claims.js';
import { AuthModule } from '../auth/auth.module.js';
import { MemberModule } from '../member/member.module.js';
import { ActivateMemberHandler } from './activate-member.handler.js';
import { CheckSignupEmailHandler } from './check-signup-email.handler.js';
import { ResendActivationHandler } from './resend-activation.handler.js';
import { SignUpHandler } from './sign-up.handler.js';
import { SignupController } from './signup.controller.js';

@Module({
  imports: [AuthModule, MemberModule],
  controllers: [SignupController],
  providers: [EmailClaims, SignUpHandler, ActivateMemberHandler, CheckSignupEmailHandler, ResendActivationHandler],
})
export class SignupModule {}
