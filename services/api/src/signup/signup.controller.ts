import { Body, Controller, Get, HttpCode, Inject, Logger, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { signupCheckRequestSchema, signupRequestSchema, type SignupCheckRequest, type SignupRequest, type UserView } from '@dating/domain';
import type { Response } from 'express';
import type { LoggedIn } from '../auth/log-in.handler.js';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import type { AppConfig } from '@dating/platform';
import { ZodBodyPipe } from '../http/zod-body.pipe.js';
import { UserViews } from '../member/user-views.js';
import { APP_CONFIG } from '../runtime/tokens.js';
import { SiteHost } from '../settings/site-host.decorator.js';
import type { SignupEmailCheck } from './check-signup-email.handler.js';
import { ActivateMemberCommand, CheckSignupEmailQuery, ResendActivationCommand, SignUpCommand } from './signup.messages.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';

@Controller('api')
export class SignupController {
  private readonly logger = new Logger(SignupController.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly users: UserViews,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signup.php')
  @RateLimited(RATE_LIMITS.signup)
  @HttpCode(201)
  async signUp(
    @Body(new ZodBodyPipe(signupRequestSchema)) body: SignupRequest,
    @SiteHost() host: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ user: UserView }> {
    const { memberId, sessionToken } = await this.commands.execute<SignUpCommand, LoggedIn>(new SignUpCommand(body, host));
    setSessionCookie(response, sessionToken, this.config.publicScheme === 'https');
    return { user: await this.users.of(memberId) };
  }

  @Post('signup-check.php')
  @RateLimited(RATE_LIMITS.signupCheck)
  @HttpCode(200)
  checkEmail(@Body(new ZodBodyPipe(signupCheckRequestSchema)) body: SignupCheckRequest): Promise<SignupEmailCheck> {
    return this.queries.execute<CheckSignupEmailQuery, SignupEmailCheck>(new CheckSignupEmailQuery(body.email));
  }

  @Post('activation-mail.php')
  @RateLimited(RATE_LIMITS.mailToAddress)
  @HttpCode(202)
  @UseGuards(MemberSessionGuard)
  async resendActivation(@CurrentSession() session: MemberSession): Promise<{ ok: true }> {
    await this.commands.execute(new ResendActivationCommand(session.memberId));
    return { ok: true };
  }

  /** The link in the activation mail: a person lands on a page either way, never on JSON. */
  @Get('activate.php')
  async activate(@Query('token') token: string | undefined, @Res() response: Response): Promise<void> {
    try {
      await this.commands.execute(new ActivateMemberCommand(token ?? ''));
      response.redirect(302, '/activate/done');
    } catch (error) {
      this.logger.warn(`Activation refused: ${error instanceof Error ? error.message : String(error)}`);
      response.redirect(302, '/activate/error');
    }
  }
}
