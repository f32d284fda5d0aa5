import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { DirectDebitMandates } from '../direct-debit/direct-debit-mandates.js';
import { DirectDebitModule } from '../direct-debit/direct-debit.module.js';
import { DIRECT_DEBIT_MANDATES } from '../direct-debit/direct-debit-mandate-check.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { Buyers } from './buyers.js';
import { CorrectWalletHandler } from './correct-wallet.handler.js';
import { CreateDiscountCodeHandler } from './create-discount-code.handler.js';
import { CreditOffers } from './credit-offers.js';
import { CreditsController } from './credits.controller.js';
import { DisableDiscountCodeHandler } from './disable-discount-code.handler.js';
import { Discounts } from './discounts.js';
import { MoneyStaffController } from './money-staff.controller.js';
import { OrderFollowUps } from './order-follow-ups.js';
import { OrderPlacement } from './order-placement.js';
import { OrderSettlement } from './order-settlement.js';
import { OrdersController } from './orders.controller.js';
import { PaymentWebhookController } from './payment-webhook.controller.js';
import { PlaceOrderHandler } from './place-order.handler.js';
import { RepeatOrderHandler } from './repeat-order.handler.js';
import { SettlePaymentHandler } from './settle-payment.handler.js';
import { Transactions } from './transactions.js';

/** Credits for money: offers, discounts, orders and their payments, transactions and receipts (spec §2 credits routes). */
@Module({
  imports: [AuthModule, WalletModule, DirectDebitModule],
  controllers: [CreditsController, OrdersController, PaymentWebhookController, MoneyStaffController],
  providers: [
    Buyers,
    CreditOffers,
    Discounts,
    OrderFollowUps,
    OrderPlacement,
    OrderSettlement,
    Transactions,
    PlaceOrderHandler,
    RepeatOrderHandler,
    SettlePaymentHandler,
    CorrectWalletHandler,
    CreateDiscountCodeHandler,
    DisableDiscountCodeHandler,
    { provide: DIRECT_DEBIT_MANDATES, useExisting: DirectDebitMandates },
  ],
})
export class CreditsModule {}
