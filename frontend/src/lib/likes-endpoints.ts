import type { LikeResult, LikesView } from '@dating/domain';
import { API_TAGS, baseApi } from './base-api.js';

/**
 * Likes endpoints more than one feature calls (the likes pages, the like button on profiles and cards, the swipe game
 * and the signup matches): declared once here, since features never import each other.
 */
const likesEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLikes: build.query<LikesView, void>({
      query: () => 'api/likes.php',
      providesTags: [API_TAGS.likes],
    }),
    like: build.mutation<LikeResult, string>({
      query: (memberId) => ({ url: 'api/like.php', method: 'POST', body: { member_id: memberId } }),
      // Liking a member liked already changes nothing.
      extraOptions: { idempotent: true },
      invalidatesTags: [API_TAGS.likes],
    }),
    unlike: build.mutation<{ liked: false }, string>({
      query: (memberId) => ({ url: 'api/like.php', method: 'DELETE', params: { member_id: memberId } }),
      invalidatesTags: [API_TAGS.likes],
    }),
  }),
});

export const { useLikeMutation, useUnlikeMutation } = likesEndpoints;

/** The member's likes (given, received, matches); nothing for visitors. The periodic refresh reloads them. */
export const useLikesQuery = (loggedIn: boolean) => likesEndpoints.useGetLikesQuery(undefined, { skip: !loggedIn });

export const useLikes = (loggedIn: boolean) => useLikesQuery(loggedIn).data;

/** Spec §2: the likes badge counts the likes not seen yet. */
export const newLikesCount = (likes: LikesView | undefined): number => likes?.liked_by.filter((like) => like.like_new).length ?? 0;
