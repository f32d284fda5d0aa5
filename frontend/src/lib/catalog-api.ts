import type { CompanyInfo, Regions } from '@dating/domain';
import { baseApi } from './base-api.js';

// Spec §7: the catalogs change with a deploy, not during a visit: loaded once and kept.
const KEEP_FOR_THE_VISIT_S = 24 * 60 * 60;

/** Catalogs several features read (interests, regions and their towns, company details): shared, as features never import each other. */
const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInterests: build.query<string[], void>({
      query: () => 'api/interests.php',
      transformResponse: (response: { interests: string[] }) => response.interests,
      keepUnusedDataFor: KEEP_FOR_THE_VISIT_S,
    }),
    getRegions: build.query<Regions, void>({
      query: () => 'api/regions.php',
      transformResponse: (response: { regions: Regions }) => response.regions,
      keepUnusedDataFor: KEEP_FOR_THE_VISIT_S,
    }),
    getCities: build.query<string[], { country: string; region: string }>({
      query: (region) => ({ url: 'api/cities.php', params: region }),
      transformResponse: (response: { cities: string[] }) => response.cities,
      keepUnusedDataFor: KEEP_FOR_THE_VISIT_S,
    }),
    getCompanyInfo: build.query<CompanyInfo, void>({
      query: () => 'api/companyinfo.php',
      keepUnusedDataFor: KEEP_FOR_THE_VISIT_S,
    }),
  }),
});

export const { useGetInterestsQuery, useGetRegionsQuery, useGetCitiesQuery, useGetCompanyInfoQuery } = catalogApi;
