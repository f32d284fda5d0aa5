import { Inject, Injectable } from '@nestjs/common';
import type { Gazetteer, SiteSettingsView } from '@dating/domain';
import { GAZETTEER } from '../runtime/tokens.js';
import { SiteResolver } from './site-resolver.js';

/**
 * Spec §3 settings as served: the site's own settings as the visitor sees them (their country) plus region_data, the
 * regions of each of its countries. The commercial settings (bundle prices, the direct-debit limit) stay on the
 * server: GET /api/credits.php serves offers. The app's short name is the web app manifest's (web-app/). The settings
 * endpoint and the pages the server renders show the same.
 */
@Injectable()
export class SiteSettingsViews {
  constructor(
    private readonly sites: SiteResolver,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
  ) {}

  forVisitor(host: string | undefined, address: string): SiteSettingsView {
    const { credit_bundles: _prices, direct_debit_monthly_limit: _limit, free_chats: _freeChats, short_name: _appName, ...site } = this.sites.forVisitor(host, address);
    return { ...site, region_data: Object.fromEntries(site.countries.map((country) => [country, [...this.gazetteer.regionsOf(country)]])) };
  }
}
