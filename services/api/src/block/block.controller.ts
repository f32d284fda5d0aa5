import { Controller, Delete, Get, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { blockRequestSchema, type BlockRequest, type ProfileCard } from '@dating/domain';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { ChangeBlockCommand, ListBlockedMembersQuery } from './block.commands.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidBody, ValidQuery } from '../http/validated-input.js';

@Controller('api')
@UseGuards(MemberSessionGuard)
export class BlockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'Block a member' })
  @ApiResponse({ status: 200, description: '{ blocked: true }' })
  @ApiResponse({ status: 400, description: 'BLOCK.SELF' })
  @Post('block.php')
  async block(@CurrentSession() session: MemberSession, @ValidBody(blockRequestSchema) body: BlockRequest): Promise<{ blocked: true }> {
    await this.commands.execute(new ChangeBlockCommand(session.memberId, body.member_id, true));
    return { blocked: true };
  }

  @ApiOperation({ summary: 'Unblock a member (query member_id)' })
  @ApiResponse({ status: 200, description: '{ blocked: false }' })
  @Delete('block.php')
  async unblock(
    @CurrentSession() session: MemberSession,
    @ValidQuery(blockRequestSchema) query: BlockRequest,
  ): Promise<{ blocked: false }> {
    await this.commands.execute(new ChangeBlockCommand(session.memberId, query.member_id, false));
    return { blocked: false };
  }

  @ApiOperation({ summary: 'Members I blocked' })
  @ApiResponse({ status: 200, description: '{ members }' })
  @Get('blocks.php')
  async blocks(@CurrentSession() session: MemberSession): Promise<{ members: ProfileCard[] }> {
    return { members: await this.queries.execute<ListBlockedMembersQuery, ProfileCard[]>(new ListBlockedMembersQuery(session.memberId)) };
  }
}
