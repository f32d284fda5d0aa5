import type { SwipeGameView, SwipeRequest, SwipeResult } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';

/** Spec §2, §5 swipe game: the deck and today's likes, and each swipe. */
const swipeGameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSwipeGame: build.query<SwipeGameView, void>({
      query: () => 'api/swipe-game.php',
      keepUnusedDataFor: 0,
    }),
    swipe: build.mutation<SwipeResult, SwipeRequest>({
      query: (body) => ({ url: 'api/swipe.php', method: 'POST', body }),
      invalidatesTags: (_result, _error, { choice }) => (choice === 'like' ? [API_TAGS.likes] : []),
    }),
  }),
});

export const { useGetSwipeGameQuery, useSwipeMutation } = swipeGameApi;
