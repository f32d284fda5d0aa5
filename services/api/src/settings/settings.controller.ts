import { Controller, Get, Inject } from '@nestjs/common';
import { siteSettingsQuerySchema, type Gazetteer, type SiteSettingsQuery, type SiteSettingsView } from '@dating/domain';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidQuery } from '../http/validated-input.js';
import { GAZETTEER } from '../runtime/tokens.js';
import { SiteHost, VisitorAddress } from './site-host.decorator.js';
import { SiteResolver } from './site-resolver.js';

/**
 * Spec §3 settings as served: the site's own settings as the visitor sees them (their country) plus region_data, the
 * regions of each of its countries. The commercial settings (bundle prices, the direct-debit limit) stay on the
 * server: GET /api/credits.php serves offers. The app's short name is the web app manifest's (web-app/).
 */
@Controller('api')
export class SettingsController {
  constructor(
    private readonly sites: SiteResolver,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
  ) {}

  /** The server-side renderer passes the request host as `forced_domain`; browsers fall back to the host they asked for. */
  @ApiOperation({ summary: 'Site-wide settings of the requesting domain (query forced_domain overrides the Host)' })
  @ApiResponse({ status: 200, description: 'settings' })
  @Get('settings.php')
  settings(
    @ValidQuery(siteSettingsQuerySchema) { forced_domain: forcedDomain }: SiteSettingsQuery,
    @SiteHost() host: string | undefined,
    @VisitorAddress() address: string,
  ): SiteSettingsView {
    const { credit_bundles: _prices, direct_debit_monthly_limit: _limit, free_chats: _freeChats, short_name: _appName, ...site } = this.sites.forVisitor(forcedDomain || host, address);
    return { ...site, region_data: Object.fromEntries(site.countries.map((country) => [country, [...this.gazetteer.regionsOf(country)]])) };
  }
}
