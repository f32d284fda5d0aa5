import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { changeLanguageRequestSchema, type ActiveMember, type ChangeLanguageRequest } from '@dating/domain';
import type { Request } from 'express';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { ZodBodyPipe } from '../http/zod-body.pipe.js';
import { ChangeLanguageCommand, GetCurrentUserQuery } from './member.messages.js';
import type { UserView } from './user.view.js';
import { UserViews } from './user-views.js';

@Controller('api')
export class MemberController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly users: UserViews,
  ) {}

  /** Logged out is not an error here: the app asks on every start who is logged in. */
  @Get('user.php')
  async currentUser(@Req() request: Request): Promise<{ user: UserView | null }> {
    return { user: await this.queries.execute<GetCurrentUserQuery, UserView | null>(new GetCurrentUserQuery(request)) };
  }

  @Put('user.php')
  @UseGuards(MemberSessionGuard)
  async changeLanguage(
    @CurrentSession() session: MemberSession,
    @Body(new ZodBodyPipe(changeLanguageRequestSchema)) body: ChangeLanguageRequest,
  ): Promise<{ user: UserView }> {
    const member = await this.commands.execute<ChangeLanguageCommand, ActiveMember>(new ChangeLanguageCommand(session.member.memberId, body.language));
    return { user: await this.users.of(member) };
  }
}
