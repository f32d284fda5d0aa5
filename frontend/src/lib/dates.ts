const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar date as YYYY-MM-DD, the format of date inputs and of the API. */
export const isoDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A moment as the member's language writes a date with its time. */
export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
