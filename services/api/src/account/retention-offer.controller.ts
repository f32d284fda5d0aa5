import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { AcceptRetentionOfferCommand } from './account.commands.js';
import type { RetentionDiscount } from './accept-retention-offer.handler.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';

export interface RetentionOfferView {
  retention_discount: { percentage: number };
}

@Controller('api')
export class RetentionOfferController {
  constructor(private readonly commands: CommandBus) {}

  /** The body is empty: the site decides the percentage, the session says who stays. */
  @ApiOperation({ summary: "Stay for the site's delete_discount instead of deleting the account (once per member; applies to the next credit purchase)" })
  @ApiResponse({ status: 200, description: '{ retention_discount: { percentage } }' })
  @ApiResponse({ status: 403, description: 'authentication_required' })
  @ApiResponse({ status: 409, description: 'ACCOUNT.RETENTION_OFFER_USED | ACCOUNT.RETENTION_OFFER_UNAVAILABLE' })
  @Post('retention-offer.php')
  @HttpCode(200)
  @UseGuards(MemberSessionGuard)
  async accept(@CurrentSession() session: MemberSession): Promise<RetentionOfferView> {
    const granted = await this.commands.execute<AcceptRetentionOfferCommand, RetentionDiscount>(new AcceptRetentionOfferCommand(session.memberId));
    return { retention_discount: { percentage: granted.percentage } };
  }
}
