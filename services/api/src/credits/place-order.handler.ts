import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PlacedOrderView } from '@dating/domain';
import type { AppConfig } from '@dating/platform';
import { APP_CONFIG } from '../runtime/tokens.js';
import { siteOrigin } from '../settings/site-origin.js';
import { Buyers } from './buyers.js';
import { PlaceOrderCommand } from './credits.commands.js';
import { paymentCountryOf } from './credit-offers.js';
import { OrderPlacement } from './order-placement.js';

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand, PlacedOrderView> {
  constructor(
    private readonly buyers: Buyers,
    private readonly placement: OrderPlacement,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ memberId, site, request }: PlaceOrderCommand): Promise<PlacedOrderView> {
    const buyer = await this.buyers.of(memberId);
    return this.placement.place(buyer, {
      site,
      origin: siteOrigin(this.config, site.domain),
      country: paymentCountryOf(site, request.country, buyer.country),
      bundleId: request.bundle_id,
      method: request.method,
      issuer: request.issuer,
      discountCode: request.discount_code,
      idempotencyKey: request.idempotency_key,
    });
  }
}
