import { ipCountryLocator } from './ip-country-locator.js';

describe(ipCountryLocator.name, () => {
  const locator = ipCountryLocator();

  it('places public IPv4 addresses, also as a dual-stack socket writes them', () => {
    expect(locator.countryOf('145.97.1.1')).toBe('NL');
    expect(locator.countryOf('81.2.69.142')).toBe('GB');
    expect(locator.countryOf('::ffff:145.97.1.1')).toBe('NL');
  });

  it('places no private, loopback, IPv6 or malformed address', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', '2001:db8::1', 'unknown', '1.2.3', '999.1.1.1']) {
      expect(locator.countryOf(address)).toBeNull();
    }
  });
});
