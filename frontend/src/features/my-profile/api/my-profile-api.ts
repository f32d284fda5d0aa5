import { baseApi } from '../../../lib/base-api.js';
import { AFTER_PHOTO_CHANGE } from '../../../lib/shared-endpoints.js';

export { useGetMyProfileQuery, useUpdateMyProfileMutation, useUploadPhotoMutation } from '../../../lib/shared-endpoints.js';

const myProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deletePhoto: build.mutation<void, string>({
      query: (id) => ({ url: 'api/photos.php', method: 'DELETE', params: { id } }),
      invalidatesTags: AFTER_PHOTO_CHANGE,
    }),
    choosePhotoAsMain: build.mutation<void, string>({
      query: (photoId) => ({ url: 'api/main-photo.php', method: 'PUT', body: { photo_id: photoId } }),
      invalidatesTags: AFTER_PHOTO_CHANGE,
    }),
  }),
});

export const { useDeletePhotoMutation, useChoosePhotoAsMainMutation } = myProfileApi;
