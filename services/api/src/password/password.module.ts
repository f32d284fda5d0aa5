import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MemberModule } from '../member/member.module.js';
import { ChangePasswordHandler } from './change-password.handler.js';
import { CheckPasswordResetLinkHandler } from './check-password-reset-link.handler.js';
import { CompletePasswordResetHandler } from './complete-password-reset.handler.js';
import { PasswordController } from './password.controller.js';
import { PasswordRotation } from './password-rotation.js';
import { RequestPasswordResetHandler } from './request-password-reset.handler.js';
import { ResetLinks } from './reset-links.js';

/** Password reset by mailed link and password change by the logged-in member. */
@Module({
  imports: [AuthModule, MemberModule],
  controllers: [PasswordController],
  providers: [PasswordRotation, ResetLinks, RequestPasswordResetHandler, CheckPasswordResetLinkHandler, CompletePasswordResetHandler, ChangePasswordHandler],
})
export class PasswordModule {}
