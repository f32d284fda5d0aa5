import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PlacedOrderView } from '@dating/domain';
import type { AppConfig } from '@dating/platform';
import { APP_CONFIG } from '../runtime/tokens.js';
import { siteOrigin } from '../settings/site-origin.js';
import { Buyers } from './buyers.js';
import { RepeatOrderCommand } from './credits.commands.js';
import { paymentCountryOf } from './credit-offers.js';
import { OrderPlacement } from './order-placement.js';

@CommandHandler(RepeatOrderCommand)
export class RepeatOrderHandler implements ICommandHandler<RepeatOrderCommand, PlacedOrderView> {
  constructor(
    private readonly buyers: Buyers,
    private readonly placement: OrderPlacement,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ memberId, site, request }: RepeatOrderCommand): Promise<PlacedOrderView> {
    const buyer = await this.buyers.of(memberId);
    const country = paymentCountryOf(site, request.country, buyer.country);
    return this.placement.repeat(buyer, { site, origin: siteOrigin(this.config, site.domain), country, bundleId: request.bundle_id, idempotencyKey: request.idempotency_key });
  }
}
