import { browserLanguage, initialLanguage, languageOfLocale, localeOf } from './languages.js';

describe(initialLanguage.name, () => {
  it('follows the language cookie', () => expect(initialLanguage('de', 'nl_NL')).toBe('de'));
  it('ignores a cookie with an unsupported language', () => expect(initialLanguage('xx', 'nl_NL')).toBe('nl'));
  it('uses the domain language by its first two letters without a cookie', () =>
    expect(initialLanguage(undefined, 'sv_SE')).toBe('sv'));
  it('falls back to English when the domain language is not supported', () =>
    expect(initialLanguage(undefined, 'pt_BR')).toBe('en'));
  it('follows the browser on the international site (no domain language): pl-PL → pl', () =>
    expect(initialLanguage(undefined, '', ['pl-PL', 'en-US'])).toBe('pl'));
  it('keeps a one-language site in its language and a chosen cookie over the browser', () => {
    expect(initialLanguage(undefined, 'nl_NL', ['pl-PL'])).toBe('nl');
    expect(initialLanguage('sv', '', ['pl-PL'])).toBe('sv');
  });
});

describe(browserLanguage.name, () => {
  it('takes the first language of the list the site speaks', () => expect(browserLanguage(['pt-BR', 'de-AT', 'en'])).toBe('de'));
  it('has none when the site speaks none of them', () => expect(browserLanguage(['pt-BR', 'ja'])).toBeUndefined());
});

describe(localeOf.name, () => {
  it('uses the US overrides for English on a US site', () => expect(localeOf('en', 'en_US')).toBe('en-US'));
  it('uses plain English elsewhere', () => expect(localeOf('en', 'en_GB')).toBe('en'));
  it('leaves other languages as they are', () => expect(localeOf('nl', 'en_US')).toBe('nl'));
});

describe(languageOfLocale.name, () => {
  it('maps the US variant back to English', () => expect(languageOfLocale('en-US')).toBe('en'));
});
