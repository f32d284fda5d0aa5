/** A calendar date typed part by part; each part may still be empty ('' is no answer yet). */
export type DateParts = { year: string; month: string; day: string };
export type DatePart = keyof DateParts;

const EMPTY: DateParts = { year: '', month: '', day: '' };
// Any date works for reading a language's order: only the parts' places matter.
const SAMPLE_DATE = new Date(Date.UTC(2000, 11, 31));

/** The order a language writes day, month and year in: day-month-year in Dutch, month-day-year in US English. */
export const datePartOrder = (language: string): DatePart[] =>
  new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    .formatToParts(SAMPLE_DATE)
    .map(({ type }) => type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');

/** The twelve month names as the language names a month on its own ("styczeń", not "stycznia"), January first. */
export const monthNames = (language: string): string[] => {
  const names = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => names.format(new Date(Date.UTC(2000, month, 1))));
};

/** The parts of a YYYY-MM-DD value, also of one typed in part ("1990--12"); empty parts for ''. */
export const datePartsOf = (value: string): DateParts => {
  const [year = '', month = '', day = ''] = value.split('-');
  return value ? { year, month, day } : EMPTY;
};

/**
 * The value of typed parts: YYYY-MM-DD once all are there (the API's format, checked by the domain's rule), the parts
 * so far ("1990--12") while some are missing, so nothing typed is lost, and '' when none is.
 */
export const dateValueOf = ({ year, month, day }: DateParts): string =>
  year || month || day ? `${year}-${month && month.padStart(2, '0')}-${day && day.padStart(2, '0')}` : '';
