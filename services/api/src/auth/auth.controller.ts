import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { loginRequestSchema, type LoginRequest } from '@dating/domain';
import type { Request, Response } from 'express';
import type { AppConfig } from '@dating/platform';
import { ZodBodyPipe } from '../http/zod-body.pipe.js';
import { UserViews } from '../member/user-views.js';
import type { UserView } from '../member/user.view.js';
import { APP_CONFIG } from '../runtime/tokens.js';
import type { LoggedIn } from './log-in.handler.js';
import { MemberSessions } from './member-session.guard.js';
import { LogInCommand, LogOutCommand } from './session.commands.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

@Controller('api')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: MemberSessions,
    private readonly users: UserViews,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('user.php')
  @HttpCode(200)
  async logIn(
    @Body(new ZodBodyPipe(loginRequestSchema)) body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ user: UserView }> {
    const command = new LogInCommand(body.email, body.password, request.ip ?? request.socket.remoteAddress ?? '');
    const { member, sessionToken } = await this.commands.execute<LogInCommand, LoggedIn>(command);
    setSessionCookie(response, sessionToken, this.config.publicScheme === 'https');
    return { user: await this.users.of(member) };
  }

  @Get('logout.php')
  async logOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ ok: true }> {
    const session = await this.sessions.resolve(request);
    if (session) await this.commands.execute(new LogOutCommand(session.member.memberId, session.sessionHash));
    clearSessionCookie(response, this.config.publicScheme === 'https');
    return { ok: true };
  }
}
