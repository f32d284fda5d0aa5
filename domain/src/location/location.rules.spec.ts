import { CITIES, LOCATION_COUNTRIES } from './cities.data.js';
import { citiesOf, distanceKm, findCity, nearestCity, regionsByCountry, roundDistanceKm } from './location.rules.js';

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

  describe(nearestCity.name, () => {
    it('snaps a position to the nearest dataset city', () => expect(nearestCity(52.36, 4.9)).toMatchObject({ country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' }));

    it('finds nothing far from every city (mid-Atlantic) or for a position that is not one', () => {
      expect(nearestCity(45, -30)).toBeUndefined();
      expect(nearestCity(91, 0)).toBeUndefined();
      expect(nearestCity(Number.NaN, 4.9)).toBeUndefined();
    });

    it('respects the maximum distance', () => expect(nearestCity(52.6, 4.895, 5)).toBeUndefined());
  });

  describe('the dataset', () => {
    it('has at least a dozen cities in each of the 15 countries', () => {
      for (const country of LOCATION_COUNTRIES) expect(CITIES.filter((city) => city.country === country).length).toBeGreaterThanOrEqual(12);
    });

    it('has no city twice in one country and every city in Europe', () => {
      const keys = CITIES.map((city) => `${city.country}/${city.city}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const city of CITIES) expect(city.lat > 27 && city.lat < 71 && city.lon > -17 && city.lon < 32).toBe(true);
    });

    it('groups cities by country and region', () => {
      expect(regionsByCountry().BE!['West-Vlaanderen']).toEqual(['Brugge', 'Kortrijk', 'Oostende']);
      expect(citiesOf('DE', 'Bayern')).toContain('München');
      expect(citiesOf('XX', 'Bayern')).toEqual([]);
    });

    it('finds a city by its names ignoring case, and only in its own region', () => {
      expect(findCity({ country: 'de', region: 'bayern', city: 'münchen' })).toMatchObject({ city: 'München', region: 'Bayern' });
      expect(findCity({ country: 'DE', region: 'Hessen', city: 'München' })).toBeUndefined();
    });
  });
});
