import { Body, Controller, Delete, Get, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { blockRequestSchema, type BlockRequest, type ProfileCard } from '@dating/domain';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { ZodBodyPipe } from '../http/zod-body.pipe.js';
import { ChangeBlockCommand, ListBlockedMembersQuery } from './block.messages.js';

@Controller('api')
@UseGuards(MemberSessionGuard)
export class BlockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('block.php')
  async block(@CurrentSession() session: MemberSession, @Body(new ZodBodyPipe(blockRequestSchema)) body: BlockRequest): Promise<{ blocked: true }> {
    await this.commands.execute(new ChangeBlockCommand(session.memberId, body.member_id, true));
    return { blocked: true };
  }

  @Delete('block.php')
  async unblock(
    @CurrentSession() session: MemberSession,
    @Query(new ZodBodyPipe(blockRequestSchema)) query: BlockRequest,
  ): Promise<{ blocked: false }> {
    await this.commands.execute(new ChangeBlockCommand(session.memberId, query.member_id, false));
    return { blocked: false };
  }

  @Get('blocks.php')
  async blocks(@CurrentSession() session: MemberSession): Promise<{ members: ProfileCard[] }> {
    return { members: await this.queries.execute<ListBlockedMembersQuery, ProfileCard[]>(new ListBlockedMembersQuery(session.memberId)) };
  }
}
