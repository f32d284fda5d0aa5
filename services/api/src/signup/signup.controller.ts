import { Controller, Get, HttpCode, Inject, Logger, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ACTIVATION_RETRY_PARAMETER, DomainError, signupCheckRequestSchema, signupRequestSchema, type SignupCheckRequest, type SignupRequest, type UserView } from '@dating/domain';
import type { Response } from 'express';
import type { LoggedIn } from '../auth/log-in.handler.js';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import type { AppConfig } from '@dating/platform';
import { UserViews } from '../member/user-views.js';
import { APP_CONFIG } from '../runtime/tokens.js';
import { SiteHost, VisitorAddress } from '../settings/site-host.decorator.js';
import type { SignupEmailCheck } from './check-signup-email.handler.js';
import { ActivateMemberCommand, CheckSignupEmailQuery, ResendActivationCommand, SignUpCommand } from './signup.commands.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidBody } from '../http/validated-input.js';

@Controller('api')
export class SignupController {
  private readonly logger = new Logger(SignupController.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly users: UserViews,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOperation({ summary: 'Sign up; logs the new member in and sends the activation mail' })
  @ApiResponse({ status: 201, description: '{ user }' })
  @ApiResponse({ status: 400, description: 'validation code per field' })
  @ApiResponse({ status: 403, description: 'SIGNUP.CLOSED' })
  @ApiResponse({ status: 409, description: 'SIGNUP.EMAIL_TAKEN' })
  @Post('signup.php')
  @RateLimited(RATE_LIMITS.signup)
  @HttpCode(201)
  async signUp(
    @ValidBody(signupRequestSchema) body: SignupRequest,
    @SiteHost() host: string | undefined,
    @VisitorAddress() address: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ user: UserView }> {
    const { memberId, sessionToken } = await this.commands.execute<SignUpCommand, LoggedIn>(new SignUpCommand(body, host, address));
    setSessionCookie(response, sessionToken, this.config.publicScheme === 'https');
    return { user: await this.users.of(memberId) };
  }

  @ApiOperation({ summary: 'Whether an address is free, has an account or a deleted one, with a did-you-mean suggestion' })
  @ApiResponse({ status: 200, description: '{ email_status, suggestion }' })
  @ApiResponse({ status: 400, description: 'SIGNUP.EMAIL_INVALID' })
  @Post('signup-check.php')
  @RateLimited(RATE_LIMITS.signupCheck)
  @HttpCode(200)
  checkEmail(@ValidBody(signupCheckRequestSchema) body: SignupCheckRequest): Promise<SignupEmailCheck> {
    return this.queries.execute<CheckSignupEmailQuery, SignupEmailCheck>(new CheckSignupEmailQuery(body.email));
  }

  @ApiOperation({ summary: 'Send the activation mail again' })
  @ApiResponse({ status: 202, description: '{ ok: true }' })
  @ApiResponse({ status: 409, description: 'ACTIVATION.ALREADY_CONFIRMED' })
  @ApiResponse({ status: 429, description: 'ACTIVATION.RESEND_LIMIT' })
  @Post('activation-mail.php')
  @RateLimited(RATE_LIMITS.mailToAddress)
  @HttpCode(202)
  @UseGuards(MemberSessionGuard)
  async resendActivation(@CurrentSession() session: MemberSession): Promise<{ ok: true }> {
    await this.commands.execute(new ResendActivationCommand(session.memberId));
    return { ok: true };
  }

  /** The link in the activation mail: a person lands on a page either way, never on JSON. */
  @ApiOperation({ summary: 'Activation link from the mail; redirects to /activate/done or /activate/error' })
  @ApiResponse({ status: 302, description: 'redirect' })
  @Get('activate.php')
  async activate(@Query('token') token: string | undefined, @Res() response: Response): Promise<void> {
    try {
      await this.commands.execute(new ActivateMemberCommand(token ?? ''));
      response.redirect(302, '/activate/done');
    } catch (error) {
      // A link that is no good says so; a failure of the site's own (the database away a moment) asks to open it again.
      const refused = error instanceof DomainError;
      this.logger.warn(`Activation ${refused ? 'refused' : 'failed'}: ${error instanceof Error ? error.message : String(error)}`);
      response.redirect(302, refused ? '/activate/error' : `/activate/error?${ACTIVATION_RETRY_PARAMETER}=1`);
    }
  }
}
