import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { MemberProfile, ProfileCard } from '../../../types/profiles.js';

const BLOCK_URL = 'api/block.php';
// Blocking changes what the member sees everywhere: the profile, search results, similar profiles.
const AFTER_BLOCK = [API_TAGS.memberProfile, API_TAGS.search];

const memberProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberProfile: build.query<MemberProfile, string>({
      query: (id) => ({ url: 'api/profile.php', params: { id } }),
      transformResponse: (response: { profile: MemberProfile }) => response.profile,
      providesTags: [API_TAGS.memberProfile],
    }),
    getSimilarProfiles: build.query<ProfileCard[], string>({
      query: (id) => ({ url: 'api/similar.php', params: { id } }),
      transformResponse: (response: { results: ProfileCard[] }) => response.results,
      providesTags: [API_TAGS.search],
    }),
    blockMember: build.mutation<void, string>({
      query: (memberId) => ({ url: BLOCK_URL, method: 'POST', body: { member_id: memberId } }),
      invalidatesTags: AFTER_BLOCK,
    }),
    unblockMember: build.mutation<void, string>({
      query: (memberId) => ({ url: BLOCK_URL, method: 'DELETE', params: { member_id: memberId } }),
      invalidatesTags: AFTER_BLOCK,
    }),
  }),
});

export const { useGetMemberProfileQuery, useGetSimilarProfilesQuery, useBlockMemberMutation, useUnblockMemberMutation } =
  memberProfileApi;
