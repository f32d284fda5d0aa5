import type { Settings } from '../../../types/api.js';
import { formatVersionDate, pageValues, phoneHref, TERMS_VERSION_DATE, termsVersionDate } from './page-values.js';

const settings = {
  name: 'Amora',
  support_email: 'support@example.com',
  support_phone: '+44 20 0000 0000',
  refund_days: 14,
  message_credits: 10,
  gift_credits: 20,
  photo_credits: 5,
} as Settings;

describe(pageValues.name, () => {
  it('offers the site name, contact details, credit prices, refund window and welcome bonus to the texts', () =>
    expect(pageValues(settings)).toEqual({
      site: 'Amora',
      email: 'support@example.com',
      phone: '+44 20 0000 0000',
      refundDays: 14,
      messageCredits: 10,
      giftCredits: 20,
      photoCredits: 5,
      welcomePercentage: 25,
    }));
});

describe(formatVersionDate.name, () => {
  it('writes the terms version date the way each locale does', () => {
    expect(formatVersionDate(TERMS_VERSION_DATE, 'nl')).toBe('1 december 2023');
    expect(formatVersionDate(TERMS_VERSION_DATE, 'en-US')).toBe('December 1, 2023');
    expect(formatVersionDate(TERMS_VERSION_DATE, 'de')).toBe('1. Dezember 2023');
  });

  it('keeps the UTC calendar day whatever the time of day', () =>
    expect(formatVersionDate('2023-12-01T23:30:00Z', 'en-GB')).toBe('1 December 2023'));
});

describe(termsVersionDate.name, () => {
  it('is the day the company took over the sites when that came after the terms were written', () =>
    expect(termsVersionDate('2024-01-15')).toBe('2024-01-15'));

  it('is the terms’ own date when the company was there before, or is not known', () => {
    expect(termsVersionDate('2021-06-01')).toBe(TERMS_VERSION_DATE);
    expect(termsVersionDate(undefined)).toBe(TERMS_VERSION_DATE);
  });
});

describe(phoneHref.name, () => {
  it('keeps only the digits and the leading plus', () =>
    expect(phoneHref('+44 (20) 0000-0000')).toBe('tel:+442000000000'));
});
