import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { INTERESTS, type CompanyInfo, type RegionsView } from '@dating/domain';
import type { Response } from 'express';
import { companyOfSite } from '../settings/company-info.js';
import { SiteHost } from '../settings/site-host.decorator.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { companyInfoView, geocodeView, regionsView } from './catalog.views.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';

// Spec §7: clients load these once and keep them; they change only with a deploy.
const CACHE_FOR_A_DAY = 'public, max-age=86400';

/** Public catalogs: value lists, places and the operator. No session needed. */
@Controller('api')
export class CatalogController {
  constructor(private readonly sites: SiteResolver) {}

  @ApiOperation({ summary: 'Interest values (translated by the browser)' })
  @ApiResponse({ status: 200, description: '{ interests }' })
  @Get('interests.php')
  @Header('Cache-Control', CACHE_FOR_A_DAY)
  interests(): { interests: readonly string[] } {
    return { interests: INTERESTS };
  }

  @ApiOperation({ summary: 'Regions and cities per country' })
  @ApiResponse({ status: 200, description: '{ regions }' })
  @Get('regions.php')
  @Header('Cache-Control', CACHE_FOR_A_DAY)
  regions(): RegionsView {
    return regionsView();
  }

  @ApiOperation({ summary: 'Company behind the site' })
  @ApiResponse({ status: 200, description: 'company info' })
  @Get('companyinfo.php')
  companyInfo(@SiteHost() host: string | undefined): CompanyInfo {
    return companyInfoView(companyOfSite(this.sites.forHost(host)));
  }

  /** Answered through Express itself: Nest would send a bare `false` as text, not as JSON. */
  @ApiOperation({ summary: 'City and region near a position (offline data); false when none' })
  @ApiResponse({ status: 200, description: '{ country, region, city } | false' })
  @Get('geocode.php')
  @RateLimited(RATE_LIMITS.geocode)
  geocode(@Query('lat') lat: unknown, @Query('lon') lon: unknown, @Res() response: Response): void {
    response.json(geocodeView(lat, lon));
  }
}
