import { switcherLanguages } from './switcher-languages.js';

describe(switcherLanguages.name, () => {
  it('offers Belgium Dutch, French and German first, then the others', () =>
    expect(switcherLanguages('BE')).toEqual({ own: ['nl', 'fr', 'de'], others: ['da', 'en', 'es', 'fi', 'it', 'nb', 'pl', 'sv'] }));

  it('offers Switzerland German, Italian, French and English first', () => expect(switcherLanguages('CH').own).toEqual(['de', 'it', 'fr', 'en']));

  it('offers every language in one list to a country with none of its own, or an unknown one', () => {
    for (const country of ['BR', undefined]) expect(switcherLanguages(country)).toEqual({ own: [], others: ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] });
  });
});
