import { isCompleteLocation, townAsListed, withLocationPart } from './location-choice.js';

const amsterdam = { country: 'NL', region: 'North Holland', city: 'Amsterdam' };
const drenthe = ['Assen', 'Emmen', 'Tweede Exloërmond'];

describe(withLocationPart.name, () => {
  it('clears region and city when the country changes', () =>
    expect(withLocationPart(amsterdam, 'country', 'BE')).toEqual({ country: 'BE', region: '', city: '' }));
  it('clears the city when the region changes', () =>
    expect(withLocationPart(amsterdam, 'region', 'Limburg')).toEqual({ country: 'NL', region: 'Limburg', city: '' }));
  it('changes only the city', () =>
    expect(withLocationPart(amsterdam, 'city', 'Haarlem')).toEqual({ ...amsterdam, city: 'Haarlem' }));
});

describe(townAsListed.name, () => {
  it('takes the list spelling of a town typed in another case or with spaces around it', () => {
    expect(townAsListed('assen', drenthe)).toBe('Assen');
    expect(townAsListed(' EMMEN ', drenthe)).toBe('Emmen');
  });
  it('keeps what was typed when no town of the list matches yet (accents count)', () => {
    expect(townAsListed('Ass', drenthe)).toBe('Ass');
    expect(townAsListed('Tweede Exloermond', drenthe)).toBe('Tweede Exloermond');
  });
});

describe(isCompleteLocation.name, () => {
  it('needs all three parts', () => {
    expect(isCompleteLocation(amsterdam)).toBe(true);
    expect(isCompleteLocation({ ...amsterdam, city: '' })).toBe(false);
  });
});
