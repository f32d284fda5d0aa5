import { Controller, Get, HttpCode, Inject, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { changeLanguageRequestSchema, loginRequestSchema, type ChangeLanguageRequest, type LoginRequest, type UserView } from '@dating/domain';
import type { AppConfig } from '@dating/platform';
import type { Request, Response } from 'express';
import type { LoggedIn } from '../auth/log-in.handler.js';
import { CurrentSession, MemberSessionGuard, MemberSessions, type MemberSession } from '../auth/member-session.guard.js';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.js';
import { LogInCommand, LogOutCommand } from '../auth/session.commands.js';
import { APP_CONFIG } from '../runtime/tokens.js';
import { ChangeLanguageCommand } from './member.commands.js';
import { CurrentUsers } from './current-users.js';
import { UserViews } from './user-views.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { isSameOriginNavigation } from '../edge/same-origin.guard.js';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidBody } from '../http/validated-input.js';

/** Spec §7: /api/user.php answers who is logged in (GET), logs in (POST) and saves the language (PUT). */
@Controller('api')
export class MemberController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: MemberSessions,
    private readonly users: UserViews,
    private readonly currentUsers: CurrentUsers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Logged out is not an error here: the app asks on every start who is logged in. */
  @ApiOperation({ summary: 'The logged-in user, or null' })
  @ApiResponse({ status: 200, description: '{ user }' })
  @Get('user.php')
  async currentUser(@Req() request: Request): Promise<{ user: UserView | null }> {
    return { user: await this.currentUsers.of(request) };
  }

  @ApiOperation({ summary: 'Log in (with ?push=1: save a push subscription instead, body { subscription })' })
  @ApiResponse({ status: 200, description: '{ user } and the auth.session cookie; with bearer: true, { user, token } and no cookie' })
  @ApiResponse({ status: 401, description: 'AUTH.LOGIN_FAILED' })
  @ApiResponse({ status: 403, description: 'ACCOUNT.DELETED (right password, deletion pending) | ACCOUNT.BANNED (right password, banned by staff)' })
  @ApiResponse({ status: 429, description: 'AUTH.LOCKED_OUT' })
  @Post('user.php')
  @RateLimited(RATE_LIMITS.passwordGuessesPerSource)
  @HttpCode(200)
  async logIn(
    @ValidBody(loginRequestSchema) body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ user: UserView; token?: string }> {
    const command = new LogInCommand(body.email, body.password, request.ip ?? request.socket.remoteAddress ?? '');
    const { memberId, sessionToken } = await this.commands.execute<LogInCommand, LoggedIn>(command);
    // Only the password opens a bearer session, so a script on a page cannot lift the cookie's session through here.
    if (body.bearer) return { user: await this.users.of(memberId), token: sessionToken };
    setSessionCookie(response, sessionToken, this.config.publicScheme === 'https');
    return { user: await this.users.of(memberId) };
  }

  @ApiOperation({ summary: 'Save the interface language' })
  @ApiResponse({ status: 200, description: '{ user }' })
  @ApiResponse({ status: 403, description: 'authentication_required' })
  @Put('user.php')
  @UseGuards(MemberSessionGuard)
  async changeLanguage(
    @CurrentSession() session: MemberSession,
    @ValidBody(changeLanguageRequestSchema) body: ChangeLanguageRequest,
  ): Promise<{ user: UserView }> {
    await this.commands.execute(new ChangeLanguageCommand(session.memberId, body.language));
    return { user: await this.users.of(session.memberId) };
  }

  @ApiOperation({ summary: 'End the session on the server and clear the cookie' })
  @ApiResponse({ status: 200, description: '{ ok: true }' })
  @ApiResponse({ status: 403, description: 'REQUEST.CROSS_SITE' })
  @Post('logout.php')
  @HttpCode(200)
  async logOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ ok: true }> {
    const session = await this.sessions.resolve(request);
    if (session) await this.commands.execute(new LogOutCommand(session.sessionHash));
    clearSessionCookie(response, this.config.publicScheme === 'https');
    return { ok: true };
  }

  /** The spec's GET, for links and typed addresses of the site itself; another site's image or link must not log anyone out. */
  @ApiOperation({ summary: "The spec's logout link: only from the site's own pages or the address bar" })
  @ApiResponse({ status: 200, description: '{ ok: true }' })
  @ApiResponse({ status: 403, description: 'REQUEST.CROSS_SITE' })
  @Get('logout.php')
  async logOutByLink(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ ok: true }> {
    if (!isSameOriginNavigation(request)) throw new ApiError(API_ERRORS.CROSS_SITE);
    return this.logOut(request, response);
  }

}
