import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import { updateCachedMemberProfile } from '../../../lib/shared-endpoints.js';
import type { ProfileCard } from '../../../types/profiles.js';

export { useGetMemberProfileQuery } from '../../../lib/shared-endpoints.js';

const BLOCK_URL = 'api/block.php';
// Blocking changes what the member sees everywhere: the profile, search results, similar profiles.
const AFTER_BLOCK = [API_TAGS.memberProfile, API_TAGS.search];

const memberProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSimilarProfiles: build.query<ProfileCard[], string>({
      query: (id) => ({ url: 'api/similar.php', params: { id } }),
      transformResponse: (response: { results: ProfileCard[] }) => response.results,
      providesTags: [API_TAGS.search],
    }),
    blockMember: build.mutation<void, string>({
      query: (memberId) => ({ url: BLOCK_URL, method: 'POST', body: { member_id: memberId } }),
      onQueryStarted: async (memberId, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) dispatch(showBlocked(memberId, true));
      },
      invalidatesTags: AFTER_BLOCK,
    }),
    unblockMember: build.mutation<void, string>({
      query: (memberId) => ({ url: BLOCK_URL, method: 'DELETE', params: { member_id: memberId } }),
      onQueryStarted: async (memberId, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) dispatch(showBlocked(memberId, false));
      },
      invalidatesTags: AFTER_BLOCK,
    }),
  }),
});

const succeeded = (request: Promise<unknown>) => request.then(() => true, () => false);

/**
 * Once the server took the block (or unblock), the open profile shows it at once: its photos go (the server
 * refuses them to either member now) or come back, without waiting for the profile to be fetched again.
 */
function showBlocked(memberId: string, blocked: boolean) {
  return updateCachedMemberProfile(memberId, (profile) => {
    profile.blocked_by_me = blocked;
  });
}

export const { useGetSimilarProfilesQuery, useBlockMemberMutation, useUnblockMemberMutation } = memberProfileApi;
