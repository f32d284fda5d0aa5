import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { directDebitConfirmRequestSchema, directDebitRequestSchema, type DirectDebitRequest, type DirectDebitView } from '@dating/domain';
import type { z } from 'zod';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { SiteHost } from '../settings/site-host.decorator.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { ConfirmDirectDebitCommand, RequestDirectDebitCodeCommand } from './direct-debit.commands.js';
import { DirectDebitMandates } from './direct-debit-mandates.js';
import { ValidBody } from '../http/validated-input.js';

@Controller('api')
@UseGuards(MemberSessionGuard)
export class DirectDebitController {
  constructor(
    private readonly commands: CommandBus,
    private readonly mandates: DirectDebitMandates,
    private readonly sites: SiteResolver,
  ) {}

  @ApiOperation({ summary: 'My direct-debit mandate: none, code_sent or confirmed, with the account masked' })
  @ApiResponse({ status: 200, description: 'DirectDebitView' })
  @Get('directdebit.php')
  status(@CurrentSession() session: MemberSession): Promise<DirectDebitView> {
    return this.mandates.view(session.memberId);
  }

  @ApiOperation({ summary: 'The direct-debit form: checks IBAN and mobile number, then sends a one-time SMS code' })
  @ApiResponse({ status: 200, description: 'DirectDebitView with status code_sent' })
  @ApiResponse({ status: 403, description: 'DIRECT_DEBIT.BLOCKED' })
  @Post('directdebit.php')
  @HttpCode(200)
  @RateLimited(RATE_LIMITS.directDebitCodes)
  async request(
    @CurrentSession() session: MemberSession,
    @SiteHost() host: string | undefined,
    @ValidBody(directDebitRequestSchema) body: DirectDebitRequest,
  ): Promise<DirectDebitView> {
    return this.commands.execute<RequestDirectDebitCodeCommand, DirectDebitView>(new RequestDirectDebitCodeCommand(session.memberId, this.sites.forHost(host).name, body));
  }

  @ApiOperation({ summary: 'Confirm the mandate with the SMS code' })
  @ApiResponse({ status: 200, description: 'DirectDebitView with status confirmed' })
  @ApiResponse({ status: 400, description: "DIRECT_DEBIT.CODE_INVALID ('Code ongeldig'), DIRECT_DEBIT.CODE_EXPIRED" })
  @Post('directdebit-confirm.php')
  @HttpCode(200)
  @RateLimited(RATE_LIMITS.directDebitConfirmations)
  confirm(
    @CurrentSession() session: MemberSession,
    @ValidBody(directDebitConfirmRequestSchema) body: z.infer<typeof directDebitConfirmRequestSchema>,
  ): Promise<DirectDebitView> {
    return this.commands.execute<ConfirmDirectDebitCommand, DirectDebitView>(new ConfirmDirectDebitCommand(session.memberId, body.otp));
  }
}
