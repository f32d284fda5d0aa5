import { PHOTO_UPLOAD_FIELD } from '@dating/domain';
import type { ProfileChanges, ProfileLocation, SignupRequest } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { User } from '../../../types/api.js';
import type { SearchFilters, SearchPage } from '../../../types/profiles.js';
import type { EmailStatus } from '../utils/email-status.js';
import type { PushSubscriptionData } from '../utils/signup-steps.js';

export type SignupCheck = { email_status: EmailStatus; suggestion: string | null };

// The profile, photo, geocode and search endpoints are shared with other screens; the signup calls them
// under its own names, as features never import each other.
const signupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkSignupEmail: build.mutation<SignupCheck, string>({
      query: (email) => ({ url: 'api/signup-check.php', method: 'POST', body: { email } }),
    }),
    sendSignupReactivationMail: build.mutation<void, string>({
      query: (email) => ({ url: 'api/reactivation-mail.php', method: 'POST', body: { email } }),
    }),
    // The new member is logged in straight away, so the current user is fetched again.
    signup: build.mutation<User, SignupRequest>({
      query: (body) => ({ url: 'api/signup.php', method: 'POST', body }),
      transformResponse: (response: { user: User }) => response.user,
      invalidatesTags: [API_TAGS.user],
    }),
    saveSignupProfile: build.mutation<void, ProfileChanges>({
      query: (body) => ({ url: 'api/my-profile.php', method: 'PUT', body }),
      invalidatesTags: [API_TAGS.myProfile, API_TAGS.user],
    }),
    uploadSignupPhoto: build.mutation<void, File>({
      query: (file) => {
        const body = new FormData();
        body.append(PHOTO_UPLOAD_FIELD, file);
        return { url: 'api/photos.php', method: 'POST', body };
      },
      invalidatesTags: [API_TAGS.myProfile, API_TAGS.user],
    }),
    saveSignupPushSubscription: build.mutation<void, PushSubscriptionData>({
      query: (subscription) => ({ url: 'api/user.php', method: 'POST', params: { push: 1 }, body: { subscription } }),
    }),
    // `false` when the position lies outside the bundled places.
    geocodeSignupPosition: build.query<ProfileLocation | false, { lat: number; lon: number }>({
      query: (position) => ({ url: 'api/geocode.php', params: position }),
    }),
    countSignupMatches: build.query<number, SearchFilters>({
      query: (filters) => ({ url: 'api/search.php', params: filters }),
      transformResponse: (page: SearchPage) => page.numResults,
    }),
  }),
});

export const {
  useCheckSignupEmailMutation,
  useSendSignupReactivationMailMutation,
  useSignupMutation,
  useSaveSignupProfileMutation,
  useUploadSignupPhotoMutation,
  useSaveSignupPushSubscriptionMutation,
  useLazyGeocodeSignupPositionQuery,
  useLazyCountSignupMatchesQuery,
} = signupApi;
