import { TIME_BONUS } from '@dating/domain';
import type { Settings } from '../../../types/api.js';

/** Spec §9: the version date of the terms, unless the company took over the sites later. */
export const TERMS_VERSION_DATE = '2023-12-01T12:00:00Z';

/** The terms' version date: the later of theirs and the day the company took over (`companyinfo.php`'s `added`). */
export const termsVersionDate = (companyAdded: string | undefined): string =>
  companyAdded && Date.parse(companyAdded) > Date.parse(TERMS_VERSION_DATE) ? companyAdded : TERMS_VERSION_DATE;

/** The site's own facts the page texts quote: name, contact details, prices in credits, refund window. */
export type PageValues = {
  site: string;
  email: string;
  phone: string;
  refundDays: number;
  messageCredits: number;
  giftCredits: number;
  photoCredits: number;
  /** The welcome bonus on the first purchase, in percent (spec §9). */
  welcomePercentage: number;
};

export const pageValues = (settings: Settings): PageValues => ({
  site: settings.name,
  email: settings.support_email,
  phone: settings.support_phone,
  refundDays: settings.refund_days,
  messageCredits: settings.message_credits,
  giftCredits: settings.gift_credits,
  photoCredits: settings.photo_credits,
  welcomePercentage: TIME_BONUS.percentage,
});

/** A version date as the reader's locale writes it; read in UTC so it never shifts a day. */
export const formatVersionDate = (isoDate: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));

/** A dialable tel: link for a number written with spaces, dashes or brackets. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
