import { visitorCountry } from './visitor-country.rules.js';

describe(visitorCountry.name, () => {
  const site = { geoip_country: 'NL', geoip_selected_country: 'NL', countries: ['NL', 'BE'] };

  it("names the country of the visitor's address, and selects it where the site serves it", () =>
    expect(visitorCountry(site, 'BE')).toEqual({ geoip_country: 'BE', geoip_selected_country: 'BE' }));

  it("keeps the site's selected country for a visitor from a country the site does not serve", () =>
    expect(visitorCountry(site, 'US')).toEqual({ geoip_country: 'US', geoip_selected_country: 'NL' }));

  it("falls back on the site's own country for an address no data set places", () =>
    expect(visitorCountry(site, null)).toEqual({ geoip_country: 'NL', geoip_selected_country: 'NL' }));
});
