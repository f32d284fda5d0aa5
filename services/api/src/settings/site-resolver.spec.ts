import { SiteResolver } from './site-resolver.js';
import { EMBEDDED_SITES } from './site-settings.js';

describe(SiteResolver.name, () => {
  describe('when the deployment has a web-push key', () => {
    it('hands every site the same public key', () => {
      const sut = new SiteResolver(EMBEDDED_SITES, 'BPublicKeyOfThisDeployment');
      expect(sut.forHost('localhost').push_public_key).toBe('BPublicKeyOfThisDeployment');
      expect(sut.forHost('nl.localhost').push_public_key).toBe('BPublicKeyOfThisDeployment');
    });
  });

  describe('when it has none', () => {
    it('keeps the settings as they are, with push off', () => {
      expect(new SiteResolver(EMBEDDED_SITES).forHost('nl.localhost')).toBe(EMBEDDED_SITES[1]);
      expect(new SiteResolver(EMBEDDED_SITES, '').forHost('localhost').push_public_key).toBe('');
    });
  });
});
