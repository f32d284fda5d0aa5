import { Controller, Get, Query } from '@nestjs/common';
import { SiteHost } from './site-host.decorator.js';
import { SiteResolver } from './site-resolver.js';
import type { SiteSettings } from './site-settings.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';

@Controller('api')
export class SettingsController {
  constructor(private readonly sites: SiteResolver) {}

  /** The server-side renderer passes the request host as `forced_domain`; browsers fall back to the host they asked for. */
  @ApiOperation({ summary: 'Site-wide settings of the requesting domain (query forced_domain overrides the Host)' })
  @ApiResponse({ status: 200, description: 'settings' })
  @Get('settings.php')
  settings(@Query('forced_domain') forcedDomain: string | undefined, @SiteHost() host: string | undefined): SiteSettings {
    return this.sites.forHost(forcedDomain || host);
  }
}
