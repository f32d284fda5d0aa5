/** One bundle as a site sells it in a country: price in cents of the country's currency, VAT included. */
export interface CreditBundlePrice {
  id: number;
  credits: number;
  price: number;
  popular: boolean;
}

/** Spec §3 settings: what credits cost in one country of a site. */
export interface CountryCreditPrices {
  currency: string;
  /** The country's standard VAT rate, in percent (Finland's is 25.5). */
  vat_percentage: number;
  bundles: CreditBundlePrice[];
}

const bundles = (prices: readonly [number, number, number, number]): CreditBundlePrice[] =>
  [50, 125, 300, 700].map((credits, index) => ({ id: index + 1, credits, price: prices[index]!, popular: index === 2 }));

const EURO = bundles([999, 1999, 3999, 7999]);

/** Prices per country; a country without its own list pays in euros at the Dutch rate. */
const PRICES_BY_COUNTRY: Readonly<Record<string, CountryCreditPrices>> = {
  NL: { currency: 'EUR', vat_percentage: 21, bundles: EURO },
  BE: { currency: 'EUR', vat_percentage: 21, bundles: EURO },
  DE: { currency: 'EUR', vat_percentage: 19, bundles: EURO },
  AT: { currency: 'EUR', vat_percentage: 20, bundles: EURO },
  FR: { currency: 'EUR', vat_percentage: 20, bundles: EURO },
  IT: { currency: 'EUR', vat_percentage: 22, bundles: EURO },
  ES: { currency: 'EUR', vat_percentage: 21, bundles: EURO },
  IE: { currency: 'EUR', vat_percentage: 23, bundles: EURO },
  FI: { currency: 'EUR', vat_percentage: 25.5, bundles: EURO },
  GB: { currency: 'GBP', vat_percentage: 20, bundles: bundles([899, 1699, 3499, 6999]) },
  CH: { currency: 'CHF', vat_percentage: 8.1, bundles: bundles([990, 1990, 3990, 7990]) },
  SE: { currency: 'SEK', vat_percentage: 25, bundles: bundles([9900, 19900, 39900, 79900]) },
  NO: { currency: 'NOK', vat_percentage: 25, bundles: bundles([9900, 19900, 39900, 79900]) },
  DK: { currency: 'DKK', vat_percentage: 25, bundles: bundles([7500, 14900, 29900, 59900]) },
  PL: { currency: 'PLN', vat_percentage: 23, bundles: bundles([3999, 7999, 15999, 31999]) },
};

/** The credit bundles of each of a site's countries (settings `credit_bundles`). */
export const creditPricesFor = (countries: readonly string[]): Record<string, CountryCreditPrices> =>
  Object.fromEntries(countries.map((country) => [country, PRICES_BY_COUNTRY[country] ?? PRICES_BY_COUNTRY['NL']!]));
