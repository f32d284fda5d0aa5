export const SUPPORTED_LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const FALLBACK_LANGUAGE: Language = 'nl';
export const SOURCE_LANGUAGE: Language = 'nl';
/** Spec §9: the cookie that remembers the visitor's language, 365 days. */
export const LANGUAGE_COOKIE = 'i18n_redirected';

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

export const US_ENGLISH_LOCALE = 'en-US';
export const BRITISH_ENGLISH_LOCALE = 'en-GB';

/**
 * The locale a language writes dates, times and numbers in: English as Britain writes it (day before month, 24-hour
 * clock), the way English readers in Europe expect, unless the site is American (domain language en_US); plain `en`
 * would format the American way everywhere.
 */
export const formattingLocaleOf = (language: Language, domainLanguage?: string): string => {
  if (language !== 'en') return language;
  return domainLanguage?.replace('_', '-').toLowerCase() === US_ENGLISH_LOCALE.toLowerCase() ? US_ENGLISH_LOCALE : BRITISH_ENGLISH_LOCALE;
};

/** Spec §4: a domain language such as 'nl_NL' or 'de-AT' selects a locale by its first two letters. */
export const languageOfDomain = (domainLanguage: string | undefined): Language | undefined => {
  const prefix = domainLanguage?.slice(0, 2).toLowerCase();
  return isSupportedLanguage(prefix) ? prefix : undefined;
};

/**
 * The languages of an Accept-Language header (or navigator.languages joined), most wanted first: each tag's first two
 * letters where the site speaks them; a tag with q=0 is refused, not wanted.
 */
export const acceptedLanguages = (header: string | undefined): Language[] => {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().slice(0, 2).toLowerCase(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.quality > 0 && isSupportedLanguage(entry.language))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.language as Language))];
};

/** What tells the language of a page, as far as each is known. */
export interface LanguageSignals {
  /** The language cookie (LANGUAGE_COOKIE): the visitor's own choice. */
  readonly cookie?: string;
  /** The language a logged-in member saved. */
  readonly memberLanguage?: string;
  /** The site's domain_language (e.g. nl_NL; empty on the international site). */
  readonly domainLanguage?: string;
  /** The browser's languages, most wanted first (from Accept-Language or navigator.languages). */
  readonly browserLanguages?: readonly string[];
}

/**
 * Spec §4 and §9: the language cookie wins; then a member's saved language (a login writes it into the cookie); without
 * either the site's domain language (by its first two letters) on a site of one language; on the international site the
 * browser's language; else the default. The server picks it for the first paint, the browser keeps it.
 */
export const chooseLanguage = ({ cookie, memberLanguage, domainLanguage, browserLanguages = [] }: LanguageSignals): Language => {
  if (isSupportedLanguage(cookie)) return cookie;
  if (isSupportedLanguage(memberLanguage)) return memberLanguage;
  return languageOfDomain(domainLanguage) ?? acceptedLanguages(browserLanguages.join(','))[0] ?? DEFAULT_LANGUAGE;
};

/**
 * Spec §9: the languages of the site people of a country speak, in the order the switcher offers them (e.g. BE: nl,
 * fr, de; CH: de, it, fr, en). A country not listed has none of the site's languages as its own.
 */
const COUNTRY_LANGUAGES: Readonly<Record<string, readonly Language[]>> = {
  AT: ['de'],
  BE: ['nl', 'fr', 'de'],
  CH: ['de', 'it', 'fr', 'en'],
  DE: ['de'],
  DK: ['da'],
  ES: ['es'],
  FI: ['fi', 'sv'],
  FR: ['fr'],
  GB: ['en'],
  IE: ['en'],
  IT: ['it'],
  LI: ['de'],
  LU: ['fr', 'de'],
  MT: ['en'],
  NL: ['nl'],
  NO: ['nb'],
  PL: ['pl'],
  SE: ['sv'],
  US: ['en'],
};

export const languagesOfCountry = (country: string | undefined): readonly Language[] => COUNTRY_LANGUAGES[country?.toUpperCase() ?? ''] ?? [];
