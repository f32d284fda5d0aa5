import { EventSourcedRepository, SnapshottingRepository, type Infrastructure } from '@dating/platform';
import { ordersAwaitingPayment } from '@dating/projections';
import type { MoneyFollowUpDeps, PaymentReconciliationDeps } from '@dating/workers';
import { Logger } from '@nestjs/common';
import type { Clock } from '../runtime/tokens.js';
import { EMBEDDED_SITES, siteForHost } from '../settings/site-settings.js';
import { Wallets } from '../wallet/wallets.js';
import { Discounts } from './discounts.js';
import { OrderFollowUps } from './order-follow-ups.js';
import { OrderSettlement } from './order-settlement.js';

export interface MoneyWorkers {
  readonly followUps: MoneyFollowUpDeps;
  readonly reconciliation: PaymentReconciliationDeps;
}

/** The money process manager's steps and the payment reconciliation sweep, for the workers role (which runs no Nest app). */
export const moneyWorkers = (infrastructure: Infrastructure, clock: Clock): MoneyWorkers => {
  const repository = new EventSourcedRepository(infrastructure.eventStore);
  const wallets = new Wallets(new SnapshottingRepository(infrastructure.eventStore, infrastructure.snapshots), clock);
  const discounts = new Discounts(repository, clock);
  const followUps = new OrderFollowUps(repository, wallets, discounts);
  const settlement = new OrderSettlement(repository, followUps, infrastructure.paymentProvider, clock);
  const logger = new Logger('payment-reconciliation');
  return {
    followUps: { wallets, discounts, followUps, siteOf: (domain) => siteForHost(EMBEDDED_SITES, domain) },
    reconciliation: {
      findAwaiting: (before, limit) => ordersAwaitingPayment(infrastructure.sql, before, limit),
      settle: (paymentId) => settlement.settleById(paymentId),
      closeUnstarted: (orderId) => settlement.closeUnstarted(orderId),
      now: () => clock.now(),
      devClock: infrastructure.config.devClock,
      logError: (message) => logger.error(message),
    },
  };
};
