import type { AddressCountries } from '@dating/domain';
import { SiteResolver } from './site-resolver.js';
import { EMBEDDED_SITES } from './site-settings.js';

const nowhere: AddressCountries = { countryOf: () => null };

describe(SiteResolver.name, () => {
  describe('when the deployment has a web-push key', () => {
    it('hands every site the same public key', () => {
      const sut = new SiteResolver(EMBEDDED_SITES, nowhere, 'BPublicKeyOfThisDeployment');
      expect(sut.forHost('localhost').push_public_key).toBe('BPublicKeyOfThisDeployment');
      expect(sut.forHost('nl.localhost').push_public_key).toBe('BPublicKeyOfThisDeployment');
    });
  });

  describe('when it has none', () => {
    it('keeps the settings as they are, with push off', () => {
      expect(new SiteResolver(EMBEDDED_SITES, nowhere).forHost('nl.localhost')).toBe(EMBEDDED_SITES[1]);
      expect(new SiteResolver(EMBEDDED_SITES, nowhere, '').forHost('localhost').push_public_key).toBe('');
    });
  });

  describe('for a visitor', () => {
    const belgian: AddressCountries = { countryOf: (address) => (address === '193.190.1.1' ? 'BE' : null) };
    const sut = new SiteResolver(EMBEDDED_SITES, belgian);

    it('names the country of their address', () =>
      expect(sut.forVisitor('nl.localhost', '193.190.1.1')).toMatchObject({ domain: 'nl.localhost', geoip_country: 'BE', geoip_selected_country: 'BE' }));

    it("keeps the site's own country for an address the data set does not place", () =>
      expect(sut.forVisitor('nl.localhost', '127.0.0.1')).toMatchObject({ geoip_country: 'NL', geoip_selected_country: 'NL' }));
  });
});
