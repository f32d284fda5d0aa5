import type { ProfileCard } from '@dating/domain';
import { baseApi } from '../../../lib/base-api.js';

/** Spec §2 `/signup-matches`: members suggested right after signup. */
const signupMatchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSignupMatches: build.query<ProfileCard[], void>({
      query: () => 'api/signup-matches.php',
      transformResponse: (response: { results: ProfileCard[] }) => response.results,
    }),
  }),
});

export const { useGetSignupMatchesQuery } = signupMatchesApi;
