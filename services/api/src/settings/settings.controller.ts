import { Controller, Get, Headers, Query } from '@nestjs/common';
import { SiteResolver } from './site-resolver.js';
import type { SiteSettings } from './site-settings.js';

@Controller('api')
export class SettingsController {
  constructor(private readonly sites: SiteResolver) {}

  /** The server-side renderer passes the request host as `forced_domain`; browsers fall back to their Host header. */
  @Get('settings.php')
  settings(@Query('forced_domain') forcedDomain: string | undefined, @Headers('host') host: string | undefined): SiteSettings {
    return this.sites.forHost(forcedDomain || host);
  }
}
