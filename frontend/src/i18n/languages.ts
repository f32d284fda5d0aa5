import { BRITISH_ENGLISH_LOCALE, DEFAULT_LANGUAGE, formattingLocaleOf, languageOfDomain, US_ENGLISH_LOCALE } from '@dating/domain';
import type { Language } from '@dating/domain';

export { LANGUAGE_COOKIE } from '@dating/domain';
export const LANGUAGE_COOKIE_DAYS = 365;
export const NAMESPACES = [
  'common',
  'auth',
  'signup',
  'errors',
  'home',
  'pages',
  'fields',
  'members',
  'profile',
  'staff',
  'settings',
  'credits',
  'likes',
  'chat',
  'reports',
  'unsubscribe',
  'landers',
  'regions',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/**
 * What the first page needs (navigation, footer, home, error messages): loaded before it renders. The
 * rest arrive with the first other screen (see app/router.tsx), so a visitor's first page stays small.
 */
export const SHELL_NAMESPACES = ['common', 'auth', 'errors', 'home'] as const satisfies readonly Namespace[];

/** en-US only overrides a few English texts (e.g. the privacy wording and spelling). */
export { US_ENGLISH_LOCALE };
/** The locales English is shown in, each formatting its own way: both take their texts from `en` (en-GB has no others). */
export const ENGLISH_LOCALES: readonly string[] = [BRITISH_ENGLISH_LOCALE, US_ENGLISH_LOCALE];

/** Each language is offered under its own name, whatever the current interface language. */
export const NATIVE_LANGUAGE_NAMES: Record<Language, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

/**
 * The i18next locale for a language, which the pages also format dates and numbers in: English on a US site (domain
 * language en_US / en-US) uses the en-US overrides, English elsewhere British formats.
 */
export const localeOf = (language: Language, domainLanguage: string | undefined): string => formattingLocaleOf(language, domainLanguage);

/** Inverse of localeOf: the supported language a locale belongs to. */
export const languageOfLocale = (locale: string): Language => languageOfDomain(locale) ?? DEFAULT_LANGUAGE;
