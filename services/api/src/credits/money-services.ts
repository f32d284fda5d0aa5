import type { Consumer, Infrastructure, JobHandlers } from '@dating/platform';
import { ordersAwaitingPayment } from '@dating/projections';
import type { PaymentReconciliationDeps } from '@dating/workers';
import { Logger } from '@nestjs/common';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import type { Clock } from '../runtime/tokens.js';
import { EMBEDDED_SITES, siteForHost } from '../settings/site-settings.js';
import { Wallets } from '../wallet/wallets.js';
import { Discounts } from './discounts.js';
import { MONEY_FOLLOW_UP_JOB, moneyFollowUpJob, moneyReactor } from './money.reactor.js';
import { OrderFollowUps } from './order-follow-ups.js';
import { OrderSettlement } from './order-settlement.js';

export interface MoneyWorkers {
  readonly reactor: Consumer;
  readonly jobs: JobHandlers;
  readonly reconciliation: PaymentReconciliationDeps;
}

/** The money process manager (reactor and its jobs) and the payment reconciliation sweep, for the workers role (which runs no Nest app). */
export const moneyWorkers = (infrastructure: Infrastructure, clock: Clock): MoneyWorkers => {
  const streams = StreamDecisions.over(infrastructure, clock);
  const wallets = new Wallets(streams);
  const discounts = new Discounts(streams, clock);
  const followUps = new OrderFollowUps(streams, wallets, discounts);
  const settlement = new OrderSettlement(streams, followUps, infrastructure.paymentProvider, clock);
  const logger = new Logger('payment-reconciliation');
  return {
    reactor: moneyReactor(infrastructure.queue),
    jobs: { [MONEY_FOLLOW_UP_JOB]: moneyFollowUpJob({ wallets, discounts, followUps, siteOf: (domain) => siteForHost(EMBEDDED_SITES, domain) }) as JobHandlers[string] },
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
