import { acceptedLanguages, chooseLanguage, formattingLocaleOf, languagesOfCountry } from './locales.js';

describe(languagesOfCountry.name, () => {
  it.each([
    ['BE', ['nl', 'fr', 'de']],
    ['CH', ['de', 'it', 'fr', 'en']],
    ['nl', ['nl']],
    ['FI', ['fi', 'sv']],
  ])('offers %s its own languages, in order', (country, languages) => expect(languagesOfCountry(country)).toEqual(languages));

  it.each([['BR'], [''], [undefined]])('offers none for %s', (country) => expect(languagesOfCountry(country)).toEqual([]));
});

describe(acceptedLanguages.name, () => {
  it('ranks by quality, then by order, by the first two letters', () =>
    expect(acceptedLanguages('en;q=0.5, pl-PL, de;q=0.8, pl;q=0.9')).toEqual(['pl', 'de', 'en']));
  it('drops languages the site does not speak and those refused with q=0', () =>
    expect(acceptedLanguages('pt-BR, fi;q=0, sv;q=0.3')).toEqual(['sv']));
  it.each([[''], [undefined], ['*']])('finds none in %p', (header) => expect(acceptedLanguages(header)).toEqual([]));
});

describe(chooseLanguage.name, () => {
  const all = { cookie: 'de', memberLanguage: 'fi', domainLanguage: 'nl_NL', browserLanguages: ['pl-PL'] };
  it('follows the language cookie before anything else', () => expect(chooseLanguage(all)).toBe('de'));
  it('then the member’s saved language', () => expect(chooseLanguage({ ...all, cookie: undefined })).toBe('fi'));
  it('then the domain language of a site of one language', () =>
    expect(chooseLanguage({ ...all, cookie: undefined, memberLanguage: undefined })).toBe('nl'));
  it('then the browser’s language on the international site', () =>
    expect(chooseLanguage({ cookie: undefined, domainLanguage: '', browserLanguages: ['sv-SE', 'en'] })).toBe('sv'));
  it('passes over a cookie or saved language the site does not speak', () =>
    expect(chooseLanguage({ cookie: 'xx', memberLanguage: 'pt', domainLanguage: '', browserLanguages: ['da;q=0.4', 'it'] })).toBe('it'));
  it('falls back to the default language', () => expect(chooseLanguage({ domainLanguage: 'pt_BR', browserLanguages: ['pt'] })).toBe('en'));
});

describe(formattingLocaleOf.name, () => {
  it('writes English dates day first, as Britain does, on every site but an American one', () => {
    expect(formattingLocaleOf('en')).toBe('en-GB');
    expect(formattingLocaleOf('en', 'sv_SE')).toBe('en-GB');
    expect(formattingLocaleOf('en', 'en_US')).toBe('en-US');
  });
  it('leaves other languages as they are', () => expect(formattingLocaleOf('nl', 'en_US')).toBe('nl'));
});
