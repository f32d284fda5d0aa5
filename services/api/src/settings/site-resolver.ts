import { Inject, Injectable, Optional } from '@nestjs/common';
import { visitorCountry, type AddressCountries } from '@dating/domain';
import { ADDRESS_COUNTRIES, SITES } from '../runtime/tokens.js';
import { PUSH_PUBLIC_KEY } from './push-public-key.js';
import { siteForHost, type SiteSettings } from './site-settings.js';

@Injectable()
export class SiteResolver {
  private readonly sites: readonly SiteSettings[];

  /** The push key is the deployment's, not a site's: every site hands the same one to browsers. */
  constructor(
    @Inject(SITES) sites: readonly SiteSettings[],
    @Inject(ADDRESS_COUNTRIES) private readonly addressCountries: AddressCountries,
    @Optional() @Inject(PUSH_PUBLIC_KEY) pushPublicKey?: string,
  ) {
    this.sites = pushPublicKey ? sites.map((site) => ({ ...site, push_public_key: pushPublicKey })) : sites;
  }

  forHost(host: string | undefined): SiteSettings {
    return siteForHost(this.sites, host);
  }

  /** The site of a host as one visitor sees it: `geoip_country` is theirs, from the address the request came from. */
  forVisitor(host: string | undefined, address: string): SiteSettings {
    const site = this.forHost(host);
    return { ...site, ...visitorCountry(site, this.addressCountries.countryOf(address)) };
  }
}
