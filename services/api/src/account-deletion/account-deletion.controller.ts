import { Controller, Get, HttpCode, Inject, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { accountDeletionRequestSchema, ACCOUNT_ERRORS, DomainError, reactivationMailRequestSchema, type AccountDeletionRequest, type ReactivationMailRequest } from '@dating/domain';
import type { AppConfig } from '@dating/platform';
import type { Response } from 'express';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import { APP_CONFIG, CLOCK, type Clock } from '../runtime/tokens.js';
import { ExportAccountQuery, ReactivateAccountCommand, RequestAccountDeletionCommand, ResendReactivationMailCommand } from './account-deletion.commands.js';
import type { AccountExport } from './account-export.view.js';
import type { AccountDeleted } from './request-account-deletion.handler.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidBody } from '../http/validated-input.js';

/** Where the reactivation link lands in the browser. */
export const REACTIVATED_REDIRECT = '/login?reactivated=1';
export const REACTIVATION_INVALID_REDIRECT = '/account-deleted?reactivation=invalid';

@Controller('api')
export class AccountDeletionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiOperation({ summary: 'Delete my account (password again); 14 days to reactivate through the mailed link' })
  @ApiResponse({ status: 200, description: '{ final_deletion_at }' })
  @ApiResponse({ status: 400, description: 'PASSWORD.INCORRECT | ACCOUNT.DELETION_REASON_UNKNOWN' })
  @Post('account-deletion.php')
  @RateLimited(RATE_LIMITS.passwordGuessesPerSource, RATE_LIMITS.passwordGuessesPerMember)
  @HttpCode(200)
  @UseGuards(MemberSessionGuard)
  async deleteAccount(
    @CurrentSession() session: MemberSession,
    @ValidBody(accountDeletionRequestSchema) body: AccountDeletionRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ final_deletion_at: string }> {
    const command = new RequestAccountDeletionCommand(session.memberId, body.password, body.reasons, body.comment ?? null);
    const { finalDeletionAt } = await this.commands.execute<RequestAccountDeletionCommand, AccountDeleted>(command);
    clearSessionCookie(response, this.config.publicScheme === 'https');
    return { final_deletion_at: finalDeletionAt };
  }

  /** The link of the deletion mail: a browser follows it, so the answer is a page, never an error body. */
  @ApiOperation({ summary: 'Reactivation link from the deletion mail; redirects to /login?reactivated=1 or /account-deleted?reactivation=invalid' })
  @ApiResponse({ status: 302, description: 'redirect' })
  @Get('reactivate.php')
  async reactivate(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    try {
      if (typeof token !== 'string' || !token) throw new DomainError(ACCOUNT_ERRORS.REACTIVATION_LINK_INVALID);
      await this.commands.execute(new ReactivateAccountCommand(token));
      response.redirect(302, REACTIVATED_REDIRECT);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      response.redirect(302, REACTIVATION_INVALID_REDIRECT);
    }
  }

  @ApiOperation({ summary: 'Send the reactivation link again (same answer for every address)' })
  @ApiResponse({ status: 202, description: '{ ok: true }' })
  @Post('reactivation-mail.php')
  @RateLimited(RATE_LIMITS.mailToAddress)
  @HttpCode(202)
  async resendReactivationMail(@ValidBody(reactivationMailRequestSchema) body: ReactivationMailRequest): Promise<{ ok: true }> {
    await this.commands.execute(new ResendReactivationMailCommand(body.email));
    return { ok: true };
  }

  @ApiOperation({ summary: 'Everything the site holds about me, as a JSON download (GDPR art. 15/20)' })
  @ApiResponse({ status: 200, description: 'JSON attachment' })
  @Get('account-export.php')
  @UseGuards(MemberSessionGuard)
  async exportAccount(@CurrentSession() session: MemberSession, @Res({ passthrough: true }) response: Response): Promise<AccountExport> {
    const day = this.clock.now().toISOString().slice(0, 10);
    response.setHeader('Content-Disposition', `attachment; filename="my-data-${day}.json"`);
    response.setHeader('Cache-Control', 'no-store');
    return this.queries.execute<ExportAccountQuery, AccountExport>(new ExportAccountQuery(session.memberId));
  }
}
