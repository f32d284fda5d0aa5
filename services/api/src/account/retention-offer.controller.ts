import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { AcceptRetentionOfferCommand } from './account.messages.js';
import type { RetentionDiscount } from './accept-retention-offer.handler.js';

export interface RetentionOfferView {
  retention_discount: { percentage: number };
}

@Controller('api')
export class RetentionOfferController {
  constructor(private readonly commands: CommandBus) {}

  /** The body is empty: the site decides the percentage, the session says who stays. */
  @Post('retention-offer.php')
  @HttpCode(200)
  @UseGuards(MemberSessionGuard)
  async accept(@CurrentSession() session: MemberSession): Promise<RetentionOfferView> {
    const granted = await this.commands.execute<AcceptRetentionOfferCommand, RetentionDiscount>(new AcceptRetentionOfferCommand(session.memberId));
    return { retention_discount: { percentage: granted.percentage } };
  }
}
