import { languageOfLocale } from './languages.js';

describe(languageOfLocale.name, () => {
  it('maps the US and British variants back to English', () => {
    expect(languageOfLocale('en-US')).toBe('en');
    expect(languageOfLocale('en-GB')).toBe('en');
  });
});
