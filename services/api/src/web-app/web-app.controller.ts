import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { SiteHost } from '../settings/site-host.decorator.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { AppIcons } from './app-icons.js';
import { webAppManifestOf, type WebAppManifest } from './web-app-manifest.js';

// A site's name, colour and icons change only with a deploy; a browser checks again the next day.
const CACHE_FOR_A_DAY = 'public, max-age=86400';

/** Spec §4 installed app: the web app manifest of the requesting domain's site, and its icons. No session needed. */
@Controller()
export class WebAppController {
  constructor(
    private readonly sites: SiteResolver,
    private readonly icons: AppIcons,
  ) {}

  @ApiOperation({ summary: 'Web app manifest of the requesting domain' })
  @ApiResponse({ status: 200, description: 'manifest' })
  @Get('manifest.webmanifest')
  @Header('Content-Type', 'application/manifest+json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  manifest(@SiteHost() host: string | undefined): WebAppManifest {
    return webAppManifestOf(this.sites.forHost(host));
  }

  @ApiOperation({ summary: "An icon of the requesting domain's installed app (PNG)" })
  @ApiResponse({ status: 200, description: 'image/png' })
  @ApiResponse({ status: 404, description: 'no such icon' })
  @Get('app-icons/:file')
  async icon(@Param('file') file: string, @SiteHost() host: string | undefined, @Res() response: Response): Promise<void> {
    const icon = this.icons.iconNamed(file);
    if (!icon) throw new NotFoundException();
    const png = await this.icons.png(icon, this.sites.forHost(host).theme_color);
    response.set({ 'Content-Type': 'image/png', 'Cache-Control': CACHE_FOR_A_DAY }).send(png);
  }
}
