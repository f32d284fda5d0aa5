import { languageOfLocale, localeOf } from './languages.js';

describe(localeOf.name, () => {
  it('uses the US overrides for English on a US site', () => expect(localeOf('en', 'en_US')).toBe('en-US'));
  it('uses plain English elsewhere', () => expect(localeOf('en', 'en_GB')).toBe('en'));
  it('leaves other languages as they are', () => expect(localeOf('nl', 'en_US')).toBe('nl'));
});

describe(languageOfLocale.name, () => {
  it('maps the US variant back to English', () => expect(languageOfLocale('en-US')).toBe('en'));
});
