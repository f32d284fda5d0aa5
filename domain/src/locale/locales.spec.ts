import { languagesOfCountry } from './locales.js';

describe(languagesOfCountry.name, () => {
  it.each([
    ['BE', ['nl', 'fr', 'de']],
    ['CH', ['de', 'it', 'fr', 'en']],
    ['nl', ['nl']],
    ['FI', ['fi', 'sv']],
  ])('offers %s its own languages, in order', (country, languages) => expect(languagesOfCountry(country)).toEqual(languages));

  it.each([['BR'], [''], [undefined]])('offers none for %s', (country) => expect(languagesOfCountry(country)).toEqual([]));
});
