import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHOTO_REJECT_REASONS, SOURCE_LANGUAGE, SUPPORTED_LANGUAGES, WALLET_MOVEMENT_KINDS, WALLET_MOVEMENT_REASONS } from '@dating/domain';
import { ERROR_CODES } from '../lib/error-codes.js';
import { NAMESPACES, US_ENGLISH_LOCALE } from './languages.js';

type Texts = Map<string, string>;

const localesDir = fileURLToPath(new URL('./locales/', import.meta.url));

const flatten = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
        flatten(child, prefix ? `${prefix}.${key}` : key),
      );

const textsOf = (locale: string): Texts =>
  new Map(
    readdirSync(`${localesDir}${locale}`).flatMap((file) => {
      const namespace = file.replace(/\.json$/, '');
      const content: unknown = JSON.parse(readFileSync(`${localesDir}${locale}/${file}`, 'utf8'));
      return flatten(content).map(([key, text]): [string, string] => [`${namespace}:${key}`, text]);
    }),
  );

// i18next plural forms: a language may need forms the source language has no use for (Polish "few" and "many").
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');
const isExtraPluralForm = (key: string, source: Texts) =>
  PLURAL_SUFFIX.test(key) && [...source.keys()].some((sourceKey) => PLURAL_SUFFIX.test(sourceKey) && pluralBase(sourceKey) === pluralBase(key));

// A placeholder with its format ("percentage, percent"): a translation must not write a number its own way.
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+(?:\s*,\s*\w+)?)\s*\}\}/g)].map((match) => match[1]!.replace(/\s+/g, '')).sort();

const source = textsOf(SOURCE_LANGUAGE);
const translations = SUPPORTED_LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);

describe('locales', () => {
  it('has a folder for every supported language and the en-US overrides, nothing else', () =>
    expect(readdirSync(localesDir).sort()).toEqual([...SUPPORTED_LANGUAGES, US_ENGLISH_LOCALE].sort()));

  it(`gives the source language (${SOURCE_LANGUAGE}) one file per namespace`, () =>
    expect(readdirSync(`${localesDir}${SOURCE_LANGUAGE}`).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort()));

  it('translates every error code the browser may meet in the source language', () => {
    const missing = ERROR_CODES.filter((code) => !source.has(`errors:${code}`));
    expect(missing).toEqual([]);
  });

  it('translates every reason staff may reject a photo for in the source language', () => {
    const missing = PHOTO_REJECT_REASONS.filter((reason) => !source.has(`fields:rejectReasons.${reason}`));
    expect(missing).toEqual([]);
  });

  it('names every kind of credit movement, and every reason one gives, in the source language', () => {
    const missing = [
      ...WALLET_MOVEMENT_KINDS.map((kind) => `credits:transactions.kinds.${kind}`),
      ...WALLET_MOVEMENT_REASONS.map((reason) => `credits:transactions.reasons.${reason}`),
    ].filter((key) => !source.has(key));
    expect(missing).toEqual([]);
  });

  it('leaves no text empty', () => {
    const empty = [...SUPPORTED_LANGUAGES, US_ENGLISH_LOCALE].flatMap((locale) =>
      [...textsOf(locale)].filter(([, text]) => !text.trim()).map(([key]) => `${locale} ${key}`),
    );
    expect(empty).toEqual([]);
  });

  describe.each(translations)('%s', (language) => {
    const texts = textsOf(language);

    it('has every text the source language has', () =>
      expect([...source.keys()].filter((key) => !texts.has(key))).toEqual([]));

    it('has no text the source language lacks (besides the plural forms its grammar needs)', () =>
      expect([...texts.keys()].filter((key) => !source.has(key) && !isExtraPluralForm(key, source))).toEqual([]));

    it('has every plural form its grammar needs, where the source language has a plural', () => {
      // Without its own form i18next falls back to the source language: "1000000 credits" in Dutch on a French page.
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const bases = new Set([...source.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(pluralBase));
      expect([...bases].flatMap((base) => forms.map((form) => `${base}_${form}`)).filter((key) => !texts.has(key))).toEqual([]);
    });

    it('uses the same placeholders as the source language', () => {
      const mismatched = [...texts].filter(
        ([key, text]) => {
          const sourceKey = source.has(key) ? key : `${pluralBase(key)}_other`;
          return source.has(sourceKey) && placeholdersOf(text).join() !== placeholdersOf(source.get(sourceKey)!).join();
        },
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  });

  describe(US_ENGLISH_LOCALE, () => {
    const overrides = textsOf(US_ENGLISH_LOCALE);

    it('only overrides texts that exist', () =>
      expect([...overrides.keys()].filter((key) => !source.has(key))).toEqual([]));

    it('keeps the placeholders of the texts it overrides', () => {
      const english = textsOf('en');
      const mismatched = [...overrides].filter(
        ([key, text]) => placeholdersOf(text).join() !== placeholdersOf(english.get(key) ?? '').join(),
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  });
});
