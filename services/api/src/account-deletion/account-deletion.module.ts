import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MemberModule } from '../member/member.module.js';
import { AccountDeletionController } from './account-deletion.controller.js';
import { ExportAccountHandler } from './export-account.handler.js';
import { ReactivateAccountHandler } from './reactivate-account.handler.js';
import { RequestAccountDeletionHandler } from './request-account-deletion.handler.js';
import { ResendReactivationMailHandler } from './resend-reactivation-mail.handler.js';

/** Deleting an account (14 days to reactivate), reactivating it, and the member's data export. Final deletion runs in the workers. */
@Module({
  imports: [AuthModule, MemberModule],
  controllers: [AccountDeletionController],
  providers: [RequestAccountDeletionHandler, ReactivateAccountHandler, ResendReactivationMailHandler, ExportAccountHandler],
})
export class AccountDeletionModule {}
