import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { orderIdQuerySchema, placeOrderRequestSchema, repeatOrderRequestSchema, transactionsQuerySchema, type OrderView, type PlacedOrderView, type PlaceOrderRequest, type ReceiptView, type RepeatOrderRequest, type TransactionsView } from '@dating/domain';
import type { z } from 'zod';
import { moneyProjection } from '@dating/projections';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { ReadsOwnWrites } from '../event-sourcing/own-writes.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { SiteHost } from '../settings/site-host.decorator.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { PlaceOrderCommand, RepeatOrderCommand } from './credits.commands.js';
import { Transactions } from './transactions.js';
import { ValidBody, ValidQuery } from '../http/validated-input.js';

@Controller('api')
@UseGuards(MemberSessionGuard)
export class OrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sites: SiteResolver,
    private readonly transactions: Transactions,
  ) {}

  @ApiOperation({ summary: 'Order a credit bundle and start its payment' })
  @ApiResponse({ status: 201, description: 'PlacedOrderView: { order, checkout_url }' })
  @ApiResponse({ status: 400, description: 'ORDER.METHOD_NOT_OFFERED, ORDER.ISSUER_REQUIRED' })
  @ApiResponse({ status: 409, description: 'DISCOUNT.ALREADY_USED, ORDER.DIRECT_DEBIT_REQUIRED, REQUEST.KEY_REUSED' })
  @ApiResponse({ status: 502, description: 'ORDER.PAYMENT_FAILED' })
  @Post('order.php')
  @RateLimited(RATE_LIMITS.orders)
  async place(
    @CurrentSession() session: MemberSession,
    @SiteHost() host: string | undefined,
    @ValidBody(placeOrderRequestSchema) body: PlaceOrderRequest,
  ): Promise<PlacedOrderView> {
    return this.commands.execute<PlaceOrderCommand, PlacedOrderView>(new PlaceOrderCommand(session.memberId, this.sites.forHost(host), body));
  }

  @ApiOperation({ summary: 'Buy a bundle again on the card or mandate of the last purchase' })
  @ApiResponse({ status: 201, description: 'PlacedOrderView' })
  @ApiResponse({ status: 409, description: 'ORDER.NO_MANDATE, ORDER.REPEAT_PENDING, REQUEST.KEY_REUSED' })
  @Post('repeat-order.php')
  @RateLimited(RATE_LIMITS.orders)
  async repeat(
    @CurrentSession() session: MemberSession,
    @SiteHost() host: string | undefined,
    @ValidBody(repeatOrderRequestSchema) body: RepeatOrderRequest,
  ): Promise<PlacedOrderView> {
    return this.commands.execute<RepeatOrderCommand, PlacedOrderView>(new RepeatOrderCommand(session.memberId, this.sites.forHost(host), body));
  }

  @ApiOperation({ summary: 'One of my orders, as the payment result screen shows it' })
  @ApiResponse({ status: 200, description: 'OrderView' })
  @ApiResponse({ status: 404, description: 'ORDER.NOT_FOUND' })
  @Get('order.php')
  @HttpCode(200)
  order(@CurrentSession() session: MemberSession, @ValidQuery(orderIdQuerySchema) query: z.infer<typeof orderIdQuerySchema>): Promise<OrderView> {
    return this.transactions.order(session.memberId, query.id);
  }

  @ApiOperation({ summary: 'My orders and wallet movements; with id, the receipt of one order' })
  @ApiResponse({ status: 200, description: 'TransactionsView or ReceiptView' })
  @Get('transactions.php')
  @ReadsOwnWrites(moneyProjection.name)
  list(
    @CurrentSession() session: MemberSession,
    @SiteHost() host: string | undefined,
    @ValidQuery(transactionsQuerySchema) query: z.infer<typeof transactionsQuerySchema>,
  ): Promise<TransactionsView | ReceiptView> {
    return query.id ? this.transactions.receipt(session.memberId, query.id, this.sites.forHost(host)) : this.transactions.of(session.memberId);
  }
}
