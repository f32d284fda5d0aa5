import { citiesOf, isCompleteLocation, regionsOf, withLocationPart } from './location-choice.js';

const amsterdam = { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' };
const regions = { NL: { 'Noord-Holland': ['Haarlem', 'Amsterdam'], Limburg: ['Maastricht'] } };

describe(withLocationPart.name, () => {
  it('clears region and city when the country changes', () =>
    expect(withLocationPart(amsterdam, 'country', 'BE')).toEqual({ country: 'BE', region: '', city: '' }));
  it('clears the city when the region changes', () =>
    expect(withLocationPart(amsterdam, 'region', 'Limburg')).toEqual({ country: 'NL', region: 'Limburg', city: '' }));
  it('changes only the city', () =>
    expect(withLocationPart(amsterdam, 'city', 'Haarlem')).toEqual({ ...amsterdam, city: 'Haarlem' }));
});

describe(regionsOf.name, () => {
  it('lists the regions of a country alphabetically', () =>
    expect(regionsOf(regions, 'NL')).toEqual(['Limburg', 'Noord-Holland']));
  it('has none for an unknown country', () => expect(regionsOf(regions, 'XX')).toEqual([]));
});

describe(citiesOf.name, () => {
  it('lists the cities of a region alphabetically', () =>
    expect(citiesOf(regions, amsterdam)).toEqual(['Amsterdam', 'Haarlem']));
});

describe(isCompleteLocation.name, () => {
  it('needs all three parts', () => {
    expect(isCompleteLocation(amsterdam)).toBe(true);
    expect(isCompleteLocation({ ...amsterdam, city: '' })).toBe(false);
  });
});
