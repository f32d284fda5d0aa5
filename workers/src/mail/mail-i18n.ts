import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import type { i18n, ResourceKey } from 'i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@dating/domain';
import type { Language } from '@dating/domain';

/** The notification mails and pushes, and (under `common`) the phrases every mail shares. */
export const NOTIFICATIONS_NAMESPACE = 'notifications';
/** The mails an account action sends: activation, password reset, address change, deletion. */
export const ACCOUNT_MAILS_NAMESPACE = 'account-mails';
const MAIL_NAMESPACES = [NOTIFICATIONS_NAMESPACE, ACCOUNT_MAILS_NAMESPACE] as const;
export type MailNamespace = (typeof MAIL_NAMESPACES)[number];

// workers/locales sits two levels above this module both in src/mail (tests) and in dist/mail (production).
export const MAIL_LOCALES_DIR = new URL('../../locales/', import.meta.url);

/** The texts of one namespace in one language, as its JSON file holds them. */
export const readMailTexts = (language: Language, namespace: MailNamespace): ResourceKey =>
  JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, MAIL_LOCALES_DIR), 'utf8')) as ResourceKey;

let instance: i18n | undefined;

/**
 * A server-side i18next of its own (the global one belongs to nobody here), with every language read once and
 * synchronously, so rendering a mail never waits. Values are not escaped: the texts become mail blocks, which escape
 * member data for HTML themselves and must not see `&amp;` in the plain-text part.
 */
export const mailI18n = (): i18n => {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    initAsync: false,
    resources: Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [language, Object.fromEntries(MAIL_NAMESPACES.map((namespace) => [namespace, readMailTexts(language, namespace)]))]),
    ),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...MAIL_NAMESPACES],
    defaultNS: NOTIFICATIONS_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance = created;
  return created;
};
