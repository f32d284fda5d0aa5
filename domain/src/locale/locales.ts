export const SUPPORTED_LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const FALLBACK_LANGUAGE: Language = 'nl';
export const SOURCE_LANGUAGE: Language = 'nl';

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** Spec §4: a domain language such as 'nl_NL' or 'de-AT' selects a locale by its first two letters. */
export const languageOfDomain = (domainLanguage: string | undefined): Language | undefined => {
  const prefix = domainLanguage?.slice(0, 2).toLowerCase();
  return isSupportedLanguage(prefix) ? prefix : undefined;
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
