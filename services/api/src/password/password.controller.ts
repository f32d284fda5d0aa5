import { Controller, Get, HttpCode, Inject, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { changePasswordRequestSchema, passwordResetDoRequestSchema, passwordResetLinkQuerySchema, passwordResetRequestSchema, type ChangePasswordRequest, type PasswordResetDoRequest, type PasswordResetLinkQuery, type PasswordResetRequest, type UserView } from '@dating/domain';
import type { AppConfig } from '@dating/platform';
import type { Request, Response } from 'express';
import type { LoggedIn } from '../auth/log-in.handler.js';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { UserViews } from '../member/user-views.js';
import { APP_CONFIG } from '../runtime/tokens.js';
import { SiteHost } from '../settings/site-host.decorator.js';
import { ChangePasswordCommand, CheckPasswordResetLinkQuery, CompletePasswordResetCommand, RequestPasswordResetCommand } from './password.commands.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidBody, ValidQuery } from '../http/validated-input.js';

@Controller('api')
export class PasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly users: UserViews,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The same answer whether or not the address has an account. */
  @ApiOperation({ summary: 'Ask for a password-reset mail (same answer whether or not an account has the address)' })
  @ApiResponse({ status: 202, description: '{ ok: true }' })
  @ApiResponse({ status: 400, description: 'SIGNUP.EMAIL_INVALID' })
  @ApiResponse({ status: 429, description: 'PASSWORD_RESET.TOO_MANY' })
  @Post('password-reset.php')
  @RateLimited(RATE_LIMITS.mailToAddress)
  @HttpCode(202)
  async requestReset(
    @ValidBody(passwordResetRequestSchema) body: PasswordResetRequest,
    @SiteHost() host: string | undefined,
  ): Promise<{ ok: true }> {
    await this.commands.execute(new RequestPasswordResetCommand(body, host));
    return { ok: true };
  }

  /** Read-only: the link's page asks before it shows the form, and the link stays as usable as it was. */
  @ApiOperation({ summary: 'Whether a mailed reset link can still set a password (asking does not use it up)' })
  @ApiResponse({ status: 200, description: '{ valid: true }' })
  @ApiResponse({ status: 400, description: 'PASSWORD_RESET.LINK_INVALID (unknown, used, expired or superseded link, all alike) | VALIDATION.INVALID_BODY (no token of a link\'s form)' })
  @ApiResponse({ status: 429, description: 'REQUEST.RATE_LIMITED' })
  @Get('password-reset.php')
  @RateLimited(RATE_LIMITS.linkTokens)
  async checkResetLink(@ValidQuery(passwordResetLinkQuerySchema) query: PasswordResetLinkQuery): Promise<{ valid: true }> {
    await this.queries.execute(new CheckPasswordResetLinkQuery(query.token));
    return { valid: true };
  }

  @ApiOperation({ summary: 'Set a new password with the mailed link; ends every session and logs this browser in' })
  @ApiResponse({ status: 200, description: '{ user } and a new auth.session cookie' })
  @ApiResponse({ status: 400, description: 'PASSWORD_RESET.LINK_INVALID | PASSWORD.MISMATCH | PASSWORD.TOO_COMMON | SIGNUP.PASSWORD_TOO_SHORT/LONG' })
  @Post('password-reset-do.php')
  @RateLimited(RATE_LIMITS.linkTokens)
  @HttpCode(200)
  async completeReset(
    @ValidBody(passwordResetDoRequestSchema) body: PasswordResetDoRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ user: UserView }> {
    const { memberId, sessionToken } = await this.commands.execute<CompletePasswordResetCommand, LoggedIn>(new CompletePasswordResetCommand(body));
    setSessionCookie(response, sessionToken, this.config.publicScheme === 'https');
    return { user: await this.users.of(memberId) };
  }

  @ApiOperation({ summary: 'Change my password; this session stays, every other ends' })
  @ApiResponse({ status: 200, description: '{ ok: true }' })
  @ApiResponse({ status: 400, description: 'PASSWORD.OLD_INCORRECT | PASSWORD.MISMATCH | PASSWORD.TOO_COMMON | SIGNUP.PASSWORD_TOO_SHORT/LONG' })
  @ApiResponse({ status: 429, description: 'AUTH.LOCKED_OUT' })
  @Put('password.php')
  @RateLimited(RATE_LIMITS.passwordGuessesPerSource, RATE_LIMITS.passwordGuessesPerMember)
  @UseGuards(MemberSessionGuard)
  async changePassword(
    @CurrentSession() session: MemberSession,
    @ValidBody(changePasswordRequestSchema) body: ChangePasswordRequest,
    @Req() request: Request,
  ): Promise<{ ok: true }> {
    await this.commands.execute(new ChangePasswordCommand(session, body, request.ip ?? request.socket.remoteAddress ?? ''));
    return { ok: true };
  }
}
