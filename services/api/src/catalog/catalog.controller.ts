import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { INTERESTS, type CompanyInfo, type RegionsView } from '@dating/domain';
import type { Response } from 'express';
import { companyOfSite } from '../settings/company-info.js';
import { SiteHost } from '../settings/site-host.decorator.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { companyInfoView, geocodeView, regionsView } from './catalog.views.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';

// Spec §7: clients load these once and keep them; they change only with a deploy.
const CACHE_FOR_A_DAY = 'public, max-age=86400';

/** Public catalogs: value lists, places and the operator. No session needed. */
@Controller('api')
export class CatalogController {
  constructor(private readonly sites: SiteResolver) {}

  @Get('interests.php')
  @Header('Cache-Control', CACHE_FOR_A_DAY)
  interests(): { interests: readonly string[] } {
    return { interests: INTERESTS };
  }

  @Get('regions.php')
  @Header('Cache-Control', CACHE_FOR_A_DAY)
  regions(): RegionsView {
    return regionsView();
  }

  @Get('companyinfo.php')
  companyInfo(@SiteHost() host: string | undefined): CompanyInfo {
    return companyInfoView(companyOfSite(this.sites.forHost(host)));
  }

  /** Answered through Express itself: Nest would send a bare `false` as text, not as JSON. */
  @Get('geocode.php')
  @RateLimited(RATE_LIMITS.geocode)
  geocode(@Query('lat') lat: unknown, @Query('lon') lon: unknown, @Res() response: Response): void {
    response.json(geocodeView(lat, lon));
  }
}
