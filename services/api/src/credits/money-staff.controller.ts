import { Controller, Delete, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { createDiscountCodeRequestSchema, disableDiscountCodeRequestSchema, discountCodeDecider, discountCodeStreamId, DomainError, MEMBER_ERRORS, walletCorrectionRequestSchema, type CreateDiscountCodeRequest, type DiscountCodeCommand, type WalletCorrectionRequest } from '@dating/domain';
import { EventSourcedRepository, RequestKeys, type SqlPort } from '@dating/platform';
import { memberExists } from '@dating/projections';
import type { z } from 'zod';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { REQUEST_KINDS } from '../http/request-kinds.js';
import { CLOCK, SQL, type Clock } from '../runtime/tokens.js';
import { StaffGuard } from '../staff/staff.guard.js';
import { Wallets } from '../wallet/wallets.js';
import { ValidBody, ValidQuery } from '../http/validated-input.js';

@Controller('api/staff')
@UseGuards(MemberSessionGuard, StaffGuard)
export class MoneyStaffController {
  constructor(
    private readonly wallets: Wallets,
    private readonly repository: EventSourcedRepository,
    private readonly requestKeys: RequestKeys,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiOperation({ summary: "Correct a member's balance with a reason (staff)" })
  @ApiResponse({ status: 201, description: '{ balance }' })
  @ApiResponse({ status: 402, description: 'WALLET.INSUFFICIENT_CREDITS (a correction below zero)' })
  @ApiResponse({ status: 409, description: 'REQUEST.KEY_REUSED (correction_id sent before with another correction)' })
  @Post('wallet-correction.php')
  async correct(
    @CurrentSession() session: MemberSession,
    @ValidBody(walletCorrectionRequestSchema) body: WalletCorrectionRequest,
  ): Promise<{ balance: number }> {
    if (!(await memberExists(this.sql, body.member_id))) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
    const { correction_id: key, ...correction } = body;
    // The staff member's key, not the id in the member's wallet: it cannot answer for another correction.
    const { id } = await this.requestKeys.claim({ memberId: session.memberId, kind: REQUEST_KINDS.WALLET_CORRECTION, key, payload: correction }, this.clock.now());
    const { state } = await this.wallets.execute({
      type: 'CorrectCredits',
      data: { memberId: body.member_id, key: `correction-${id}`, credits: body.credits, reason: body.reason, staffId: session.memberId },
    });
    return { balance: state.balance };
  }

  @ApiOperation({ summary: 'Create a discount code (staff)' })
  @ApiResponse({ status: 201, description: '{ code }' })
  @ApiResponse({ status: 409, description: 'DISCOUNT.CODE_EXISTS' })
  @Post('discount-codes.php')
  async createCode(@CurrentSession() session: MemberSession, @ValidBody(createDiscountCodeRequestSchema) body: CreateDiscountCodeRequest) {
    const { state } = await this.decide(body.code, { type: 'CreateDiscountCode', data: { ...body, staffId: session.memberId } });
    return { code: state.definition!.code };
  }

  @ApiOperation({ summary: 'Disable a discount code (staff)' })
  @ApiResponse({ status: 200, description: '{ disabled: true }' })
  @ApiResponse({ status: 404, description: 'DISCOUNT.NOT_FOUND' })
  @Delete('discount-codes.php')
  async disableCode(@CurrentSession() session: MemberSession, @ValidQuery(disableDiscountCodeRequestSchema) query: z.infer<typeof disableDiscountCodeRequestSchema>) {
    await this.decide(query.code, { type: 'DisableDiscountCode', data: { code: query.code, staffId: session.memberId } });
    return { disabled: true };
  }

  private decide(code: string, command: Omit<DiscountCodeCommand, 'metadata'>) {
    return this.repository.execute(discountCodeDecider, discountCodeStreamId(code), {
      ...command,
      metadata: { now: this.clock.now().toISOString() },
    } as DiscountCodeCommand);
  }
}
