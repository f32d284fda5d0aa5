import { Controller, Get } from '@nestjs/common';
import { siteSettingsQuerySchema, type SiteSettingsQuery, type SiteSettingsView } from '@dating/domain';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidQuery } from '../http/validated-input.js';
import { SiteHost, VisitorAddress } from './site-host.decorator.js';
import { SiteSettingsViews } from './site-settings-views.js';

/** Spec §3 settings as served (see SiteSettingsViews). */
@Controller('api')
export class SettingsController {
  constructor(private readonly views: SiteSettingsViews) {}

  /** The server-side renderer passes the request host as `forced_domain`; browsers fall back to the host they asked for. */
  @ApiOperation({ summary: 'Site-wide settings of the requesting domain (query forced_domain overrides the Host)' })
  @ApiResponse({ status: 200, description: 'settings' })
  @Get('settings.php')
  settings(
    @ValidQuery(siteSettingsQuerySchema) { forced_domain: forcedDomain }: SiteSettingsQuery,
    @SiteHost() host: string | undefined,
    @VisitorAddress() address: string,
  ): SiteSettingsView {
    return this.views.forVisitor(forcedDomain || host, address);
  }
}
