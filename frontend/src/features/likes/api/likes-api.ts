import type { AutoLikeView } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';

export { newLikesCount, useLikes, useLikesQuery } from '../../../lib/likes-endpoints.js';

/** Spec §2, §5: marking a received like as seen, and the like modal's auto-like. */
const likesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markLikeSeen: build.mutation<{ seen: true }, string>({
      query: (likerId) => ({ url: 'api/like-seen.php', method: 'POST', body: { member_id: likerId } }),
      invalidatesTags: [API_TAGS.likes],
    }),
    autoLike: build.mutation<AutoLikeView, void>({
      // A GET by the spec, yet it makes a site-run member like the caller: a mutation, never cached or repeated.
      query: () => 'api/auto-like.php',
    }),
  }),
});

export const { useMarkLikeSeenMutation, useAutoLikeMutation } = likesApi;
