import { Injectable } from '@nestjs/common';
import { paymentMethodsFor, type ActiveDiscountView, type CreditsOfferView, type PaymentMethod } from '@dating/domain';
import { lastMandateOrder } from '@dating/projections';
import { Inject } from '@nestjs/common';
import type { SqlExecutor } from '@dating/platform';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { SQL } from '../runtime/tokens.js';
import type { CountryCreditPrices } from '../settings/credit-prices.js';
import type { SiteSettings } from '../settings/site-settings.js';

/** What a bundle costs with a discount: whole cents off, rounded in the buyer's favour. */
export const discountedPrice = (price: number, discount: Pick<ActiveDiscountView, 'percentage' | 'minimum'> | null): number =>
  discount && price >= discount.minimum ? price - Math.floor((price * discount.percentage) / 100) : price;

/**
 * The country whose prices and methods apply: the one asked for (spec app state paymentCountry) if the site sells
 * there, else the member's, else the site's own.
 */
export const paymentCountryOf = (site: SiteSettings, asked: string | undefined, memberCountry: string | null): string => {
  if (asked !== undefined) {
    if (!site.countries.includes(asked)) throw new ApiError(API_ERRORS.INVALID_BODY, { country: 'unknown' });
    return asked;
  }
  if (memberCountry && site.countries.includes(memberCountry)) return memberCountry;
  return site.countries.includes(site.geoip_country) ? site.geoip_country : site.countries[0]!;
};

export const pricesIn = (site: SiteSettings, country: string): CountryCreditPrices => site.credit_bundles[country]!;

/** GET /api/credits.php: the bundles of a country with the discount in force, and the ways to pay there. */
@Injectable()
export class CreditOffers {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  async offer(site: SiteSettings, country: string, discount: ActiveDiscountView | null, memberId: string | null): Promise<CreditsOfferView> {
    const prices = pricesIn(site, country);
    const methods = paymentMethodsFor(country);
    const repeatable = memberId ? await lastMandateOrder(this.sql, memberId) : undefined;
    const repeatMethod = repeatable?.placed.method as PaymentMethod | undefined;
    return {
      country,
      currency: prices.currency,
      vat_percentage: prices.vat_percentage,
      bundles: prices.bundles.map((bundle) => ({
        id: bundle.id,
        credits: bundle.credits,
        price: bundle.price,
        discounted_price: discountedPrice(bundle.price, discount),
        currency: prices.currency,
        popular: bundle.popular,
      })),
      methods,
      discount,
      repeat_order: repeatable && repeatMethod ? { bundle_id: repeatable.placed.bundleId, method: repeatMethod } : null,
    };
  }
}
