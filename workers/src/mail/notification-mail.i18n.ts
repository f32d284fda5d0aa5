import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import type { i18n, ResourceKey } from 'i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@dating/domain';
import type { Language } from '@dating/domain';

export const NOTIFICATIONS_NAMESPACE = 'notifications';

// workers/locales sits two levels above this module both in src/mail (tests) and in dist/mail (production).
export const NOTIFICATION_LOCALES_DIR = new URL('../../locales/', import.meta.url);

/** The notification texts of one language, as its JSON file holds them. */
export const readNotificationTexts = (language: Language): ResourceKey =>
  JSON.parse(readFileSync(new URL(`${language}/${NOTIFICATIONS_NAMESPACE}.json`, NOTIFICATION_LOCALES_DIR), 'utf8')) as ResourceKey;

let instance: i18n | undefined;

/**
 * A server-side i18next of its own (the global one belongs to nobody here), with every language read once and
 * synchronously, so rendering a mail never waits. Values are not escaped: the texts become mail blocks, which escape
 * member data for HTML themselves and must not see `&amp;` in the plain-text part.
 */
export const notificationI18n = (): i18n => {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    initAsync: false,
    resources: Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, { [NOTIFICATIONS_NAMESPACE]: readNotificationTexts(language) }])),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [NOTIFICATIONS_NAMESPACE],
    defaultNS: NOTIFICATIONS_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance = created;
  return created;
};
