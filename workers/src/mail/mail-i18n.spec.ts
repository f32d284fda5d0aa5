import { NOTIFICATION_KINDS, SOURCE_LANGUAGE, SUPPORTED_LANGUAGES } from '@dating/domain';
import type { Language, NotificationKind } from '@dating/domain';
import { ACCOUNT_MAILS_NAMESPACE, NOTIFICATIONS_NAMESPACE, readMailTexts } from './mail-i18n.js';
import type { MailNamespace } from './mail-i18n.js';
import type { NotificationMailInput } from './notification-mail.template.js';
import { renderNotificationMail } from './notification-mail.template.js';

type Texts = ReadonlyMap<string, string>;

const flatten = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
const textsOf = (language: Language, namespace: MailNamespace = NOTIFICATIONS_NAMESPACE): Texts => new Map(flatten(readMailTexts(language, namespace)));

// i18next's plural keys: `line_one`, `line_few`, ...; which forms a language needs is CLDR's (Intl.PluralRules) to say.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralCategoriesOf = (language: Language) => [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

/** The keys with their plural forms folded: `line_one`, `line_other` → `line` with `[one, other]`. */
const keyShapeOf = (texts: Texts): Map<string, string[]> => {
  const shape = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    shape.set(base, form ? [...(shape.get(base) ?? []), form].sort() : []);
  }
  return shape;
};

/** For each plural category of the language, a count that selects it (fractions reach Polish "other"). */
const countsOf = (language: Language): Map<string, number> => {
  const rules = new Intl.PluralRules(language);
  const counts = new Map<string, number>();
  for (const count of [1, 2, 3, 5, 21, 22, 25, 100, 1_000_000, 1.5]) if (!counts.has(rules.select(count))) counts.set(rules.select(count), count);
  return counts;
};

/** What each namespace's texts may put in: the recipient, the other member, a count; a date, a masked address, a site. */
const INTERPOLATED: Record<MailNamespace, ReadonlySet<string>> = {
  [NOTIFICATIONS_NAMESPACE]: new Set(['name', 'member', 'count']),
  [ACCOUNT_MAILS_NAMESPACE]: new Set(['count', 'date', 'maskedEmail', 'site']),
};
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1]);

const unsubscribe = { page: 'https://example.com/unsubscribe?token=t', oneClick: 'https://example.com/api/unsubscribe.php?token=t' };
const inputFor = (kind: NotificationKind, language: Language, count: number): NotificationMailInput => {
  const common = { language, recipientName: 'Robin', targetUrl: 'https://example.com/page', unsubscribe };
  switch (kind) {
    case 'new_conversation':
    case 'like':
    case 'match':
      return { ...common, kind, memberName: 'Sam' };
    case 'new_message':
      return { ...common, kind, memberName: 'Sam', count };
    case 'unread_reminder':
    case 'weekly_update':
      return { ...common, kind, count };
    case 'activation_reminder':
      return { ...common, kind };
  }
};

const source = textsOf(SOURCE_LANGUAGE);

describe('notification translation files', () => {
  it(`give the source language (${SOURCE_LANGUAGE}) a subject, line, button and footer for every kind, and nothing else`, () => {
    const kinds = new Set([...keyShapeOf(source).keys()].map((key) => key.split('.')[0]));
    expect([...kinds].sort()).toEqual(['common', ...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS) {
      expect([...keyShapeOf(source).keys()].filter((key) => key.startsWith(`${kind}.`)).sort()).toEqual(
        ['button', 'footer', 'line', 'subject'].map((part) => `${kind}.${part}`),
      );
    }
  });

  describe.each(SUPPORTED_LANGUAGES)('%s', (language) => {
    const texts = textsOf(language);

    it.each(NOTIFICATION_KINDS)('renders every form of %s without a placeholder or key left over', (kind) => {
      for (const [category, count] of countsOf(language)) {
        const sut = renderNotificationMail(inputFor(kind, language, count));
        const subjectKey = texts.has(`${kind}.subject`) ? `${kind}.subject` : `${kind}.subject_${category}`;

        expect(sut.subject).toBe(texts.get(subjectKey)?.replaceAll('{{member}}', 'Sam').replaceAll('{{count}}', String(count)));
        for (const part of [sut.subject, sut.html, sut.text]) {
          expect(part).not.toMatch(/\{\{|\}\}|undefined/);
          expect([...keyShapeOf(source).keys()].filter((key) => part.includes(key))).toEqual([]);
        }
      }
    });
  });
});

describe.each([NOTIFICATIONS_NAMESPACE, ACCOUNT_MAILS_NAMESPACE] as const)('the %s translation files', (namespace) => {
  const sourceTexts = textsOf(SOURCE_LANGUAGE, namespace);

  describe.each(SUPPORTED_LANGUAGES)('%s', (language) => {
    const texts = textsOf(language, namespace);

    it('has exactly the keys of the source language, each countable one in every plural form its grammar has', () => {
      const expected = new Map([...keyShapeOf(sourceTexts)].map(([key, forms]) => [key, forms.length ? pluralCategoriesOf(language) : []]));
      expect(Object.fromEntries(keyShapeOf(texts))).toEqual(Object.fromEntries(expected));
    });

    it('uses no placeholder but those its mails fill in, and leaves no text empty', () => {
      const wrong = [...texts].filter(([, text]) => !text.trim() || placeholdersOf(text).some((name) => !INTERPOLATED[namespace].has(name ?? '')));
      expect(wrong).toEqual([]);
    });
  });
});
