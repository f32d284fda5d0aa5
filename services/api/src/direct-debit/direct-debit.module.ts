import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MemberModule } from '../member/member.module.js';
import { BlockDirectDebitAccountHandler } from './block-direct-debit-account.handler.js';
import { ConfirmDirectDebitHandler } from './confirm-direct-debit.handler.js';
import { DirectDebitBlocklist } from './direct-debit-blocklist.js';
import { DirectDebitMandates } from './direct-debit-mandates.js';
import { DirectDebitStaffController } from './direct-debit-staff.controller.js';
import { DirectDebitController } from './direct-debit.controller.js';
import { RequestDirectDebitCodeHandler } from './request-direct-debit-code.handler.js';

/** Spec §2 /directdebit: the mandate form, its SMS code and the staff block list. */
@Module({
  imports: [AuthModule, MemberModule],
  controllers: [DirectDebitController, DirectDebitStaffController],
  providers: [DirectDebitBlocklist, DirectDebitMandates, RequestDirectDebitCodeHandler, ConfirmDirectDebitHandler, BlockDirectDebitAccountHandler],
  exports: [DirectDebitMandates],
})
export class DirectDebitModule {}
