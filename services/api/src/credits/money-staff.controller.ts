import { Controller, Delete, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { createDiscountCodeRequestSchema, disableDiscountCodeRequestSchema, walletCorrectionRequestSchema, type CreateDiscountCodeRequest, type WalletCorrectionRequest } from '@dating/domain';
import type { z } from 'zod';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { StaffGuard } from '../staff/staff.guard.js';
import { CorrectWalletCommand, CreateDiscountCodeCommand, DisableDiscountCodeCommand } from './credits.commands.js';
import { ValidBody, ValidQuery } from '../http/validated-input.js';

@Controller('api/staff')
@UseGuards(MemberSessionGuard, StaffGuard)
export class MoneyStaffController {
  constructor(private readonly commands: CommandBus) {}

  @ApiOperation({ summary: "Correct a member's balance with a reason (staff)" })
  @ApiResponse({ status: 201, description: '{ balance }' })
  @ApiResponse({ status: 402, description: 'WALLET.INSUFFICIENT_CREDITS (a correction below zero)' })
  @ApiResponse({ status: 409, description: 'REQUEST.KEY_REUSED (correction_id sent before with another correction)' })
  @Post('wallet-correction.php')
  async correct(
    @CurrentSession() session: MemberSession,
    @ValidBody(walletCorrectionRequestSchema) body: WalletCorrectionRequest,
  ): Promise<{ balance: number }> {
    return this.commands.execute<CorrectWalletCommand, { balance: number }>(new CorrectWalletCommand(session.memberId, body));
  }

  @ApiOperation({ summary: 'Create a discount code (staff)' })
  @ApiResponse({ status: 201, description: '{ code }' })
  @ApiResponse({ status: 409, description: 'DISCOUNT.CODE_EXISTS' })
  @Post('discount-codes.php')
  async createCode(@CurrentSession() session: MemberSession, @ValidBody(createDiscountCodeRequestSchema) body: CreateDiscountCodeRequest): Promise<{ code: string }> {
    return { code: await this.commands.execute<CreateDiscountCodeCommand, string>(new CreateDiscountCodeCommand(session.memberId, body)) };
  }

  @ApiOperation({ summary: 'Disable a discount code (staff)' })
  @ApiResponse({ status: 200, description: '{ disabled: true }' })
  @ApiResponse({ status: 404, description: 'DISCOUNT.NOT_FOUND' })
  @Delete('discount-codes.php')
  async disableCode(
    @CurrentSession() session: MemberSession,
    @ValidQuery(disableDiscountCodeRequestSchema) query: z.infer<typeof disableDiscountCodeRequestSchema>,
  ): Promise<{ disabled: boolean }> {
    await this.commands.execute(new DisableDiscountCodeCommand(session.memberId, query.code));
    return { disabled: true };
  }
}
