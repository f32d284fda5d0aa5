import { Inject, Injectable } from '@nestjs/common';
import { SITES } from '../runtime/tokens.js';
import { siteForHost, type SiteSettings } from './site-settings.js';

@Injectable()
export class SiteResolver {
  constructor(@Inject(SITES) private readonly sites: readonly SiteSettings[]) {}

  forHost(host: string | undefined): SiteSettings {
    return siteForHost(this.sites, host);
  }
}
