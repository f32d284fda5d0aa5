import { Injectable } from '@nestjs/common';
import { bestDiscount, discountOff, paymentMethodsFor, type ActiveDiscountView, type CreditsOfferView, type DiscountNoteView, type PaymentMethod } from '@dating/domain';
import { lastMandateOrder } from '@dating/projections';
import { Inject } from '@nestjs/common';
import type { SqlExecutor } from '@dating/platform';
import { API_ERRORS, ApiError } from '../http/api-errors.js';
import { SQL } from '../runtime/tokens.js';
import type { CountryCreditPrices } from '../settings/credit-prices.js';
import type { SiteSettings } from '../settings/site-settings.js';

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

/** The discounts a buyer holds when the offer is made: their own, a typed code they may use, and why the bonus is held or back. */
export interface OfferedDiscounts {
  readonly standing: ActiveDiscountView | null;
  readonly code: ActiveDiscountView | null;
  readonly note: DiscountNoteView | null;
}

const NO_DISCOUNTS: OfferedDiscounts = { standing: null, code: null, note: null };

/** GET /api/credits.php: the bundles of a country, each with the best discount that applies to it, and the ways to pay there. */
@Injectable()
export class CreditOffers {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  async offer(site: SiteSettings, country: string, discounts: OfferedDiscounts = NO_DISCOUNTS, memberId: string | null = null): Promise<CreditsOfferView> {
    const prices = pricesIn(site, country);
    const methods = paymentMethodsFor(country);
    const repeatable = memberId ? await lastMandateOrder(this.sql, memberId) : undefined;
    const repeatMethod = repeatable?.placed.method as PaymentMethod | undefined;
    return {
      country,
      currency: prices.currency,
      vat_percentage: prices.vat_percentage,
      bundles: prices.bundles.map((bundle) => {
        const discount = bestDiscount(bundle.price, [discounts.standing, discounts.code].filter((candidate) => candidate !== null));
        return {
          id: bundle.id,
          credits: bundle.credits,
          price: bundle.price,
          discounted_price: bundle.price - (discount ? discountOff(bundle.price, discount) : 0),
          discount,
          currency: prices.currency,
          popular: bundle.popular,
        };
      }),
      methods,
      discount: discounts.standing,
      code: discounts.code,
      discount_note: discounts.note,
      repeat_order: repeatable && repeatMethod ? { bundle_id: repeatable.placed.bundleId, method: repeatMethod } : null,
    };
  }
}
