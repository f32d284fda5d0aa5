import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { normalisedIban, normalisedMobile, requestText } from '@dating/domain';
import { z } from 'zod';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { StaffGuard } from '../staff/staff.guard.js';
import { BlockDirectDebitAccountCommand } from './direct-debit.commands.js';
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
  constructor(private readonly commands: CommandBus) {}

  @ApiOperation({ summary: 'Shut an IBAN ({ iban }) or a mobile number ({ phone, country }) out of direct debit (staff)' })
  @ApiResponse({ status: 200, description: '{ blocked: true }' })
  @Post('direct-debit-blocks.php')
  @HttpCode(200)
  async block(@CurrentSession() session: MemberSession, @ValidBody(blockRequestSchema) body: z.infer<typeof blockRequestSchema>): Promise<{ blocked: true }> {
    const [kind, value] = typeof body === 'string' ? (['phone', body] as const) : (['iban', body.iban] as const);
    await this.commands.execute(new BlockDirectDebitAccountCommand(session.memberId, kind, value));
    return { blocked: true };
  }
}
