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
