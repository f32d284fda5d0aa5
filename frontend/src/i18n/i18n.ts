import i18n from 'i18next';
import type { BackendModule, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@dating/domain';
import type { Language } from '@dating/domain';
import { readCookie, writeCookie } from '../lib/cookie.js';
import { addTextFormats } from './formats.js';
import {
  initialLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  localeOf,
  NAMESPACES,
  SHELL_NAMESPACES,
  US_ENGLISH_LOCALE,
} from './languages.js';

// One chunk per locale file: a visitor downloads only their language (and the Dutch fallback), namespace by namespace.
const localeFiles = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (locale, namespace, callback) => {
    const load = localeFiles[`./locales/${locale}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, null),
    );
  },
};

let domainLanguage: string | undefined;

const applyLocale = (language: Language) => i18n.changeLanguage(localeOf(language, domainLanguage));

export const initI18n = () => {
  i18n.on('languageChanged', (locale) => document.documentElement.setAttribute('lang', locale));
  return i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(readCookie(LANGUAGE_COOKIE), undefined, navigator.languages),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES, US_ENGLISH_LOCALE],
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // Resources are loaded before the first render and before each switch, so nothing needs to suspend.
      react: { useSuspense: false },
    })
    .then(() => addTextFormats(i18n));
};

/** Every namespace of the current language (and its fallback): screens other than the home page wait for them. */
export const loadAllTexts = () => i18n.loadNamespaces([...NAMESPACES]);

/** Called once the site settings arrive: without a language cookie the domain's language, else the browser's, applies (spec §4). */
export const adoptDomainLanguage = (siteDomainLanguage: string) => {
  domainLanguage = siteDomainLanguage;
  const cookie = readCookie(LANGUAGE_COOKIE);
  const language = initialLanguage(cookie, siteDomainLanguage, navigator.languages);
  if (!cookie) writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  return applyLocale(language);
};

/** The visitor's own choice, or a member's saved language at login: remembered in the cookie for a year. */
export const switchLanguage = (language: Language) => {
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  return applyLocale(language);
};
