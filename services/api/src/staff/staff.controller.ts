import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { photoDecisionRequestSchema, type PhotoDecisionRequest } from '@dating/domain';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import type { ModeratedPhoto } from './decide-photo.handler.js';
import type { QueuedPhoto } from './moderation-queue.handler.js';
import { DecidePhotoCommand, GetModerationQueueQuery } from './staff.commands.js';
import { StaffGuard } from './staff.guard.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidBody } from '../http/validated-input.js';

@Controller('api/staff')
@UseGuards(MemberSessionGuard, StaffGuard)
export class StaffController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'Photos awaiting moderation (staff)' })
  @ApiResponse({ status: 200, description: '{ photos }' })
  @ApiResponse({ status: 403, description: 'STAFF.REQUIRED' })
  @Get('photos.php')
  async queue(): Promise<{ photos: QueuedPhoto[] }> {
    return { photos: await this.queries.execute<GetModerationQueueQuery, QueuedPhoto[]>(new GetModerationQueueQuery()) };
  }

  @ApiOperation({ summary: 'Approve or reject a photo (staff)' })
  @ApiResponse({ status: 200, description: '{ photo }' })
  @ApiResponse({ status: 403, description: 'STAFF.REQUIRED' })
  @Post('photo-decision.php')
  @HttpCode(200)
  async decide(
    @CurrentSession() session: MemberSession,
    @ValidBody(photoDecisionRequestSchema) body: PhotoDecisionRequest,
  ): Promise<{ photo: ModeratedPhoto }> {
    return { photo: await this.commands.execute<DecidePhotoCommand, ModeratedPhoto>(new DecidePhotoCommand(session.memberId, body)) };
  }
}
