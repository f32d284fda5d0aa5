import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { PhotoDecisionRequest } from '@dating/domain';
import type { PhotoForReview } from '../../../types/profiles.js';

const moderationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPhotosForReview: build.query<PhotoForReview[], void>({
      query: () => 'api/staff/photos.php',
      transformResponse: (response: { photos: PhotoForReview[] }) => response.photos,
      providesTags: [API_TAGS.moderation],
    }),
    // An approved photo may become a member's main photo: search cards and profiles show it.
    decideOnPhoto: build.mutation<void, PhotoDecisionRequest>({
      query: (body) => ({ url: 'api/staff/photo-decision.php', method: 'POST', body }),
      invalidatesTags: [API_TAGS.moderation, API_TAGS.search, API_TAGS.memberProfile],
    }),
  }),
});

export const { useGetPhotosForReviewQuery, useDecideOnPhotoMutation } = moderationApi;
