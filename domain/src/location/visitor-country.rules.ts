/**
 * The country an address is in, from a data set that ships with the site (port; the platform holds the data).
 * Null for an address the data set does not place: a private or loopback one, or one it does not know.
 */
export interface AddressCountries {
  countryOf(address: string): string | null;
}

/** What a site says of the visitor's country before the visitor says anything (spec §3 geoip_country, geoip_selected_country). */
export interface VisitorCountry {
  geoip_country: string;
  geoip_selected_country: string;
}

/**
 * The visitor's country is where their address is, or the site's own country where it names none. The selected
 * country is one the site serves (its prices, its signup): the visitor's own if the site serves it, else the site's.
 */
export const visitorCountry = (site: VisitorCountry & { countries: readonly string[] }, located: string | null): VisitorCountry => {
  const country = located ?? site.geoip_country;
  return { geoip_country: country, geoip_selected_country: site.countries.includes(country) ? country : site.geoip_selected_country };
};
