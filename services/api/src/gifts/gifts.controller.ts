import { Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { sendGiftRequestSchema, type SendGiftRequest, type SendMessageResult } from '@dating/domain';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { NotesOwnWrites } from '../event-sourcing/own-writes.js';
import { SiteHost } from '../settings/site-host.decorator.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { SendGiftCommand } from './gifts.commands.js';
import { ValidBody } from '../http/validated-input.js';

@Controller('api')
@UseGuards(MemberSessionGuard)
export class GiftsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sites: SiteResolver,
  ) {}

  @ApiOperation({ summary: 'Send a gift to a member; it costs the site gift_credits' })
  @ApiResponse({ status: 201, description: '{ message, credits, free_messages }: the gift as a message of the conversation, and the balance after it' })
  @ApiResponse({ status: 402, description: 'WALLET.INSUFFICIENT_CREDITS' })
  @ApiResponse({ status: 403, description: 'BLOCK.BLOCKED_BY_MEMBER' })
  @ApiResponse({ status: 409, description: 'GIFT.RECIPIENT_BLOCKED, REQUEST.KEY_REUSED (gift_id sent before with another gift or recipient)' })
  @Post('gift.php')
  @NotesOwnWrites()
  @RateLimited(RATE_LIMITS.paidActions)
  send(@CurrentSession() session: MemberSession, @SiteHost() host: string | undefined, @ValidBody(sendGiftRequestSchema) body: SendGiftRequest): Promise<SendMessageResult> {
    return this.commands.execute<SendGiftCommand, SendMessageResult>(new SendGiftCommand(session.memberId, body, this.sites.forHost(host)));
  }
}
