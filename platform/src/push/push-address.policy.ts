import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Which addresses a push may connect to, decided on each address a push service's name resolves to. */
export interface PushAddressPolicy {
  mayConnect(address: string, family: number): boolean;
}

/** Resolves a host name to every address it has (the system resolver in production). */
export type ResolveHost = (hostname: string) => Promise<readonly LookupAddress[]>;

const ADDRESSES_INSIDE_NETWORKS: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[] = [
  ['0.0.0.0', 8, 'ipv4'], // unspecified, "this network"
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata services
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 96, 'ipv6'], // unspecified, loopback, IPv4-compatible
  ['64:ff9b:1::', 48, 'ipv6'], // local-use IPv4/IPv6 translation
  ['2002::', 16, 'ipv6'], // 6to4, which carries any IPv4 address
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6'], // multicast
];

// BlockList also matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against the IPv4 ranges.
const insideNetworks = new BlockList();
for (const [prefix, length, type] of ADDRESSES_INSIDE_NETWORKS) insideNetworks.addSubnet(prefix, length, type);

/** Production's policy, and the default: push services are on the public internet, so nothing else is reached. */
export const PUBLIC_ADDRESSES_ONLY: PushAddressPolicy = {
  mayConnect: (address, family) => isIP(address) === family && !insideNetworks.check(address, family === 6 ? 'ipv6' : 'ipv4'),
};

export const systemResolver: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A push service's name resolved to (or was) an address the policy refuses: the push is never sent. */
export class PushAddressRefusedError extends Error {
  constructor(hostname: string) {
    super(`${hostname} resolves to an address pushes may not connect to`);
    this.name = 'PushAddressRefusedError';
  }
}

/** Throws unless `hostname` is an IP literal the policy allows or a name; names are checked when they are resolved. */
export const assertLiteralAllowed = (hostname: string, policy: PushAddressPolicy): void => {
  const family = isIP(hostname);
  if (family && !policy.mayConnect(hostname, family)) throw new PushAddressRefusedError(hostname);
};

/**
 * A socket `lookup` that resolves once, refuses the name if any of its addresses is refused, and hands the socket the
 * addresses it checked: the connection goes where the check looked, so a name that answers differently a moment later
 * (DNS rebinding) gains nothing. Sockets skip `lookup` for IP literals: see `assertLiteralAllowed`.
 */
export const guardedLookup =
  (policy: PushAddressPolicy, resolve: ResolveHost): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname).then(
      (resolved) => {
        const wanted = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const addresses = resolved.filter(({ family }) => !wanted || family === wanted);
        const first = addresses[0];
        if (!first || resolved.some(({ address, family }) => !policy.mayConnect(address, family))) {
          callback(new PushAddressRefusedError(hostname), '', 0);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
