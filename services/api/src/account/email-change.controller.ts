import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { mailChangeDoRequestSchema, mailChangeRequestSchema, type MailChangeDoRequest, type MailChangeRequest } from '@dating/domain';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { ConfirmEmailChangeCommand, RequestEmailChangeCommand } from './account.commands.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidBody } from '../http/validated-input.js';

@Controller('api')
export class EmailChangeController {
  constructor(private readonly commands: CommandBus) {}

  @ApiOperation({ summary: 'Ask to change my e-mail address (password again); a confirmation link goes to the new one' })
  @ApiResponse({ status: 202, description: '{ pending_email }' })
  @ApiResponse({ status: 400, description: 'PASSWORD.INCORRECT | EMAIL_CHANGE.INVALID | EMAIL_CHANGE.SAME' })
  @ApiResponse({ status: 409, description: 'EMAIL_CHANGE.TAKEN' })
  @Post('mail-change.php')
  @RateLimited(RATE_LIMITS.passwordGuessesPerSource, RATE_LIMITS.passwordGuessesPerMember)
  @HttpCode(202)
  @UseGuards(MemberSessionGuard)
  async requestChange(
    @CurrentSession() session: MemberSession,
    @ValidBody(mailChangeRequestSchema) body: MailChangeRequest,
  ): Promise<{ pending_email: string }> {
    const command = new RequestEmailChangeCommand(session.memberId, body.password, body.email);
    return { pending_email: await this.commands.execute<RequestEmailChangeCommand, string>(command) };
  }

  /** The confirmation link may be opened on any device, logged in or not: the token alone says whose change it is. */
  @ApiOperation({ summary: 'Confirm the new address with the mailed token' })
  @ApiResponse({ status: 200, description: '{ email }' })
  @ApiResponse({ status: 400, description: 'EMAIL_CHANGE.LINK_INVALID' })
  @ApiResponse({ status: 409, description: 'EMAIL_CHANGE.TAKEN' })
  @Post('mail-change-do.php')
  @RateLimited(RATE_LIMITS.linkTokens)
  @HttpCode(200)
  async confirmChange(@ValidBody(mailChangeDoRequestSchema) body: MailChangeDoRequest): Promise<{ email: string }> {
    return { email: await this.commands.execute<ConfirmEmailChangeCommand, string>(new ConfirmEmailChangeCommand(body.token)) };
  }
}
