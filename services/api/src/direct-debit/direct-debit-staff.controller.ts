import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { normalisedIban, normalisedMobile, requestText } from '@dating/domain';
import { z } from 'zod';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { StaffGuard } from '../staff/staff.guard.js';
import { DirectDebitBlocklist } from './direct-debit-blocklist.js';
import { ValidBody } from '../http/validated-input.js';

const blockRequestSchema = z.union([
  z.strictObject({ iban: requestText(50).transform((value, context) => normalisedIban(value) ?? (context.addIssue({ code: 'custom', message: 'iban' }), z.NEVER)) }),
  z.strictObject({
    phone: requestText(20),
    country: requestText(2).regex(/^[A-Z]{2}$/),
  }).transform((value, context) => normalisedMobile(value.phone, value.country) ?? (context.addIssue({ code: 'custom', message: 'phone' }), z.NEVER)),
]);

@Controller('api/staff')
@UseGuards(MemberSessionGuard, StaffGuard)
export class DirectDebitStaffController {
  constructor(private readonly blocklist: DirectDebitBlocklist) {}

  @ApiOperation({ summary: 'Shut an IBAN ({ iban }) or a mobile number ({ phone, country }) out of direct debit (staff)' })
  @ApiResponse({ status: 200, description: '{ blocked: true }' })
  @Post('direct-debit-blocks.php')
  @HttpCode(200)
  async block(@CurrentSession() session: MemberSession, @ValidBody(blockRequestSchema) body: z.infer<typeof blockRequestSchema>): Promise<{ blocked: true }> {
    if (typeof body === 'string') await this.blocklist.block('phone', body, session.memberId);
    else await this.blocklist.block('iban', body.iban, session.memberId);
    return { blocked: true };
  }
}
