import { freshGeocode, GEOLOCATION_MAX_AGE_MS, geolocationSlice, locateDevice, permissionRead } from './geolocation-slice.js';

const UTRECHT = { country: 'NL', region: 'Utrecht', city: 'Utrecht' };
const sut = geolocationSlice.reducer;
const start = sut(undefined, { type: 'init' });

describe('geolocation state', () => {
  it('starts with the permission unknown and no place', () => expect(start).toEqual({ permission: 'unknown' }));

  it('keeps the permission the browser tells', () => expect(sut(start, permissionRead('prompt')).permission).toBe('prompt'));

  it('keeps the place found, also none near (false)', () => {
    const found = sut(start, locateDevice.fulfilled({ place: false, at: 1_000 }, 'request'));
    expect(found.geocode).toEqual({ place: false, at: 1_000 });
  });

  it('takes a refusal of the position as the permission denied, and an unavailable position as nothing', () => {
    expect(sut(start, locateDevice.rejected(null, 'request', undefined, 'denied')).permission).toBe('denied');
    expect(sut(start, locateDevice.rejected(null, 'request', undefined, 'unavailable'))).toEqual(start);
  });

  describe('freshGeocode', () => {
    const kept = { permission: 'granted' as const, geocode: { place: UTRECHT, at: 10_000 } };

    it('gives the place while it is younger than an hour', () =>
      expect(freshGeocode(kept, 10_000 + GEOLOCATION_MAX_AGE_MS - 1)).toEqual(kept.geocode));

    it('gives nothing once it is an hour old, or when none was found', () => {
      expect(freshGeocode(kept, 10_000 + GEOLOCATION_MAX_AGE_MS)).toBeUndefined();
      expect(freshGeocode(start, 0)).toBeUndefined();
    });
  });
});
