import type { ProfileChanges, ProfileLocation } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { MyPhoto, MyProfile } from '../../../types/profiles.js';

const MY_PROFILE_URL = 'api/my-profile.php';
const PHOTOS_URL = 'api/photos.php';
// Photos change the member's main image (shown in the account menu) and what others see.
const AFTER_PHOTO_CHANGE = [API_TAGS.myProfile, API_TAGS.user, API_TAGS.search];

type ProfileResponse = { profile: MyProfile };

const myProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyProfile: build.query<MyProfile, void>({
      query: () => MY_PROFILE_URL,
      transformResponse: (response: ProfileResponse) => response.profile,
      providesTags: [API_TAGS.myProfile],
    }),
    // The answer is the saved profile: it replaces the cached one without another request.
    updateMyProfile: build.mutation<MyProfile, ProfileChanges>({
      query: (body) => ({ url: MY_PROFILE_URL, method: 'PUT', body }),
      transformResponse: (response: ProfileResponse) => response.profile,
      onQueryStarted: async (_changes, { dispatch, queryFulfilled }) => {
        const saved = await queryFulfilled.then(({ data }) => data, () => undefined);
        if (saved) dispatch(myProfileApi.util.upsertQueryData('getMyProfile', undefined, saved));
      },
      invalidatesTags: [API_TAGS.search, API_TAGS.user],
    }),
    uploadPhoto: build.mutation<MyPhoto, File>({
      query: (file) => {
        const body = new FormData();
        body.append('photo', file);
        return { url: PHOTOS_URL, method: 'POST', body };
      },
      transformResponse: (response: { photo: MyPhoto }) => response.photo,
      invalidatesTags: AFTER_PHOTO_CHANGE,
    }),
    deletePhoto: build.mutation<void, string>({
      query: (id) => ({ url: PHOTOS_URL, method: 'DELETE', params: { id } }),
      invalidatesTags: AFTER_PHOTO_CHANGE,
    }),
    choosePhotoAsMain: build.mutation<void, string>({
      query: (photoId) => ({ url: 'api/main-photo.php', method: 'PUT', body: { photo_id: photoId } }),
      invalidatesTags: AFTER_PHOTO_CHANGE,
    }),
    // `false` when the position lies outside the bundled places.
    geocode: build.query<ProfileLocation | false, { lat: number; lon: number }>({
      query: (position) => ({ url: 'api/geocode.php', params: position }),
    }),
  }),
});

export const {
  useGetMyProfileQuery,
  useUpdateMyProfileMutation,
  useUploadPhotoMutation,
  useDeletePhotoMutation,
  useChoosePhotoAsMainMutation,
  useLazyGeocodeQuery,
} = myProfileApi;
