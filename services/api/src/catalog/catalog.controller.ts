import { Controller, Get, Header, Inject, Query, Res } from '@nestjs/common';
import { citiesRequestSchema, INTERESTS, type CitiesRequest, type CitiesView, type CompanyInfo, type Gazetteer, type RegionsView } from '@dating/domain';
import type { Response } from 'express';
import { companyOfSite } from '../settings/company-info.js';
import { SiteHost } from '../settings/site-host.decorator.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { companyInfoView, geocodeView, regionsView } from './catalog.views.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { GAZETTEER } from '../runtime/tokens.js';
import { searchFilterPipe } from '../search/search-filter.pipe.js';
import { ValidQuery } from '../http/validated-input.js';

// Spec §7: clients load these once and keep them; they change only with a deploy.
const CACHE_FOR_A_DAY = 'public, max-age=86400';

/** Public catalogs: value lists, places and the operator. No session needed. */
@Controller('api')
export class CatalogController {
  constructor(
    private readonly sites: SiteResolver,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
  ) {}

  @ApiOperation({ summary: 'Interest values (translated by the browser)' })
  @ApiResponse({ status: 200, description: '{ interests }' })
  @Get('interests.php')
  @Header('Cache-Control', CACHE_FOR_A_DAY)
  interests(): { interests: readonly string[] } {
    return { interests: INTERESTS };
  }

  @ApiOperation({ summary: 'Regions of each country members may live in' })
  @ApiResponse({ status: 200, description: '{ regions }' })
  @Get('regions.php')
  @Header('Cache-Control', CACHE_FOR_A_DAY)
  regions(): RegionsView {
    return regionsView(this.gazetteer);
  }

  @ApiOperation({ summary: 'Towns of one region (GeoNames, every town of at least 1,000 people)' })
  @ApiResponse({ status: 200, description: '{ cities }' })
  @ApiResponse({ status: 400, description: 'SEARCH.INVALID_FILTER' })
  @Get('cities.php')
  @Header('Cache-Control', CACHE_FOR_A_DAY)
  cities(@ValidQuery(searchFilterPipe(citiesRequestSchema)) { country, region }: CitiesRequest): CitiesView {
    return { cities: [...this.gazetteer.citiesOf(country, region)] };
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
    response.json(geocodeView(this.gazetteer, lat, lon));
  }
}
