import type { i18n as I18n } from 'i18next';

/** A percentage as the language writes it: "25%" in English and Dutch, "25 %" in German, French or Swedish. */
export const formatPercent = (percentage: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percentage / 100);

/**
 * The interpolation formats the texts use beside i18next's own: `{{percentage, percent}}` for a number of percent
 * (25 for 25 %). Added to every i18next instance once it is initialised.
 */
export const addTextFormats = (i18n: I18n) => {
  i18n.services.formatter?.add('percent', (value: unknown, language: string | undefined) => formatPercent(Number(value), language ?? i18n.language));
};
