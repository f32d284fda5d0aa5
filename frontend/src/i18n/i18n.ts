import i18n from 'i18next';
import type { BackendModule, InitOptions, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@dating/domain';
import type { Language } from '@dating/domain';
import { readCookie, writeCookie } from '../lib/cookie.js';
import { addTextFormats } from './formats.js';
import { ENGLISH_LOCALES, LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, languageOfLocale, localeOf, NAMESPACES, SHELL_NAMESPACES } from './languages.js';

/** Texts by locale, then namespace: what the server puts into the page, so the first paint needs no other file. */
export type Texts = Record<string, Record<string, ResourceKey>>;

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

/** The options the server's renderer and the browser share: the same locale and texts give the same markup. */
export const i18nOptions = (locale: string, texts: Texts): InitOptions => ({
  lng: locale,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES, ...ENGLISH_LOCALES],
  resources: texts,
  // Texts the page brought are used as they are; the backend brings only what is missing.
  partialBundledLanguages: true,
  ns: texts[locale] ? Object.keys(texts[locale]) : [...SHELL_NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // Resources are there before the first render and loaded before each switch, so nothing needs to suspend.
  react: { useSuspense: false },
});

let domainLanguage: string | undefined;

const applyLocale = (language: Language) => i18n.changeLanguage(localeOf(language, domainLanguage));

/** Starts in the locale the server chose (the page's `lang`), with the texts it put into the page. */
export const initI18n = async (locale: string, texts: Texts) => {
  i18n.on('languageChanged', (current) => document.documentElement.setAttribute('lang', current));
  await i18n.use(lazyLocales).use(initReactI18next).init(i18nOptions(locale, texts));
  addTextFormats(i18n);
};

/**
 * Every namespace of the current language (and its fallback): screens other than the home page wait for them. On the
 * server (no instance of the browser's started) the page's texts come with its rendering instead.
 */
export const loadAllTexts = () => (i18n.isInitialized ? i18n.loadNamespaces([...NAMESPACES]) : Promise.resolve());

/**
 * Called once the site settings arrive: the server already chose the language (spec §4: cookie, saved language, domain
 * language, browser); without a cookie that choice is remembered in one, as the spec's locale switch sets it.
 */
export const adoptDomainLanguage = (siteDomainLanguage: string) => {
  domainLanguage = siteDomainLanguage;
  if (!readCookie(LANGUAGE_COOKIE)) writeCookie(LANGUAGE_COOKIE, languageOfLocale(i18n.language), LANGUAGE_COOKIE_DAYS);
};

/** The visitor's own choice, or a member's saved language at login: remembered in the cookie for a year. */
export const switchLanguage = (language: Language) => {
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  return applyLocale(language);
};
