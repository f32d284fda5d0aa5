import { chordKm, distanceKm, earthPoint, isListedTown, isLocationCountry, roundDistanceKm } from './location.rules.js';

const amsterdam = { lat: 52.37, lon: 4.895 };
const rotterdam = { lat: 51.922, lon: 4.479 };

describe('location rules', () => {
  describe(distanceKm.name, () => {
    it('measures the great-circle distance between two cities', () => expect(distanceKm(amsterdam, rotterdam)).toBeCloseTo(57.8, 0));

    it('is zero from a place to itself and the same both ways', () => {
      expect(distanceKm(amsterdam, amsterdam)).toBe(0);
      expect(distanceKm(amsterdam, rotterdam)).toBe(distanceKm(rotterdam, amsterdam));
    });
  });

  describe(roundDistanceKm.name, () => {
    it.each([
      [0, 5],
      [0.2, 5],
      [5, 5],
      [5.01, 10],
      [57.8, 60],
    ])('rounds %p km up to %p km', (km, shown) => expect(roundDistanceKm(km)).toBe(shown));

    it('rounds to another step when asked', () => expect(roundDistanceKm(11, 10)).toBe(20));
  });

  describe(isLocationCountry.name, () => {
    it('accepts the countries members may live in and nothing else', () => {
      expect(isLocationCountry('NL')).toBe(true);
      expect(isLocationCountry('US')).toBe(false);
      expect(isLocationCountry('nl')).toBe(false);
    });
  });
});

describe(isListedTown.name, () => {
  const drenthe = ['Assen', 'Emmen', 'Tweede Exloërmond'];
  it('knows the towns of the list however they are cased or spaced, and nothing before the list is loaded', () => {
    expect(isListedTown(' emmen ', drenthe)).toBe(true);
    expect(isListedTown('Amsterdam', drenthe)).toBe(false);
    expect(isListedTown('Emmen', undefined)).toBe(false);
  });

  it('counts accents, as the API gazetteer does', () => {
    expect(isListedTown('tweede exloërmond', drenthe)).toBe(true);
    expect(isListedTown('Tweede Exloermond', drenthe)).toBe(false);
  });
});

describe('towns as points of a spatial index', () => {
  const straightLine = (a: readonly number[], b: readonly number[]) => Math.hypot(...a.map((value, index) => value - b[index]!));
  const utrecht = { lat: 52.09, lon: 5.12 };
  const towns = [
    { lat: 52.37, lon: 4.9 },
    { lat: 48.86, lon: 2.35 },
    { lat: 40.42, lon: -3.7 },
    { lat: 59.33, lon: 18.07 },
    { lat: 51.92, lon: 4.48 },
  ];

  it('puts towns in the order of their great-circle distance', () => {
    const byGreatCircle = [...towns].sort((a, b) => distanceKm(utrecht, a) - distanceKm(utrecht, b));
    const byStraightLine = [...towns].sort((a, b) => straightLine(earthPoint(utrecht), earthPoint(a)) - straightLine(earthPoint(utrecht), earthPoint(b)));
    expect(byStraightLine).toEqual(byGreatCircle);
  });

  it('measures a radius as the straight line between towns that far apart along the great circle', () => {
    for (const town of towns) expect(chordKm(distanceKm(utrecht, town))).toBeCloseTo(straightLine(earthPoint(utrecht), earthPoint(town)), 6);
  });
});
