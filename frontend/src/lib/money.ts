/** An amount in minor units as the member's language writes money ("€ 39,99", "39,99 €", "£8.99"). */
export const formatMoney = (cents: number, currency: string, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
