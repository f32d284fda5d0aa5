import { PHOTO_UPLOAD_FIELD } from '@dating/domain';
import type { CreditsOfferView, CreditsQuery, ProfileChanges, ProfileLocation, ReactivationMailRequest, TimeBonusView } from '@dating/domain';
import type { MemberProfile, MyPhoto, MyProfile, SearchFilters, SearchPage } from '../types/profiles.js';
import { API_TAGS, baseApi } from './base-api.js';
import type { PushSubscriptionData } from './push-subscription.js';

/**
 * Endpoints more than one feature calls (signup and my profile, login and settings, search and signup, signup and
 * settings for push): declared once here, since features never import each other.
 */
export type SearchArgs = SearchFilters & { page?: number; after?: string };
type ProfileResponse = { profile: MyProfile };
// Photos change the member's main image (shown in the account menu) and what others see.
export const AFTER_PHOTO_CHANGE = [API_TAGS.myProfile, API_TAGS.user, API_TAGS.search];
const TIME_BONUS_KEPT_SECONDS = 4 * 60 * 60;

const sharedEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyProfile: build.query<MyProfile, void>({
      query: () => 'api/my-profile.php',
      transformResponse: (response: ProfileResponse) => response.profile,
      providesTags: [API_TAGS.myProfile],
    }),
    // The answer is the saved profile: it replaces the cached one without another request.
    updateMyProfile: build.mutation<MyProfile, ProfileChanges>({
      query: (body) => ({ url: 'api/my-profile.php', method: 'PUT', body }),
      transformResponse: (response: ProfileResponse) => response.profile,
      onQueryStarted: async (_changes, { dispatch, queryFulfilled }) => {
        const saved = await queryFulfilled.then(({ data }) => data, () => undefined);
        if (saved) dispatch(sharedEndpoints.util.upsertQueryData('getMyProfile', undefined, saved));
      },
      invalidatesTags: [API_TAGS.search, API_TAGS.user],
    }),
    uploadPhoto: build.mutation<MyPhoto, File>({
      query: (file) => {
        const body = new FormData();
        body.append(PHOTO_UPLOAD_FIELD, file);
        return { url: 'api/photos.php', method: 'POST', body };
      },
      transformResponse: (response: { photo: MyPhoto }) => response.photo,
      invalidatesTags: AFTER_PHOTO_CHANGE,
    }),
    // `false` when the position lies outside the bundled places. Called through the geolocation state, which keeps it an hour.
    geocode: build.query<ProfileLocation | false, { lat: number; lon: number }>({
      query: (position) => ({ url: 'api/geocode.php', params: position }),
    }),
    // One cache entry per filter set, page number and cursor: paging back (with the cursor it was reached with) shows the page at once.
    searchMembers: build.query<SearchPage, SearchArgs>({
      query: (params) => ({ url: 'api/search.php', params }),
      providesTags: [API_TAGS.search],
    }),
    // Answers 202 whatever the address, so no form learns whether an account has it.
    sendReactivationMail: build.mutation<void, ReactivationMailRequest>({
      query: (body) => ({ url: 'api/reactivation-mail.php', method: 'POST', body }),
    }),
    // The credit bundles of a country: bought on /credits, shown on /pricing (visitors get the site's country).
    getCreditsOffer: build.query<CreditsOfferView, CreditsQuery | void>({
      query: (query) => ({ url: 'api/credits.php', params: query ?? undefined }),
      providesTags: [API_TAGS.user],
      // An order the sweep closed while no page of it was open gives the bonus back unseen: the offer tells.
      onQueryStarted: async (_query, { dispatch, getState, queryFulfilled }) => {
        const offer = await queryFulfilled.then(({ data }) => data, () => undefined);
        const cached = selectTimeBonus(getState() as TimeBonusState);
        if (offer && cached.isSuccess && (offer.discount?.source === 'time_bonus') !== (cached.data !== null)) dispatch(baseApi.util.invalidateTags([API_TAGS.timeBonus]));
      },
    }),
    // Spec §7: the welcome variant sends welcome=true; its errors are ignored (no bonus is simply no banner). Asked once
    // and kept for the bonus's four hours: only an order taking it or giving it back (the timeBonus tag) asks again.
    getTimeBonus: build.query<TimeBonusView | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: 'api/discountcode.php', params: { welcome: 'true' } });
        return { data: result.error ? null : (result.data as TimeBonusView) };
      },
      keepUnusedDataFor: TIME_BONUS_KEPT_SECONDS,
      providesTags: [API_TAGS.timeBonus],
    }),
    // A member's profile: the profile screen, and the landing pages an ad for that member leads to.
    getMemberProfile: build.query<MemberProfile, string>({
      query: (id) => ({ url: 'api/profile.php', params: { id } }),
      transformResponse: (response: { profile: MemberProfile }) => response.profile,
      providesTags: [API_TAGS.memberProfile],
    }),
    // Spec §7: POST /api/user.php?push=1 (without the flag the same address logs in).
    savePushSubscription: build.mutation<void, PushSubscriptionData>({
      query: (subscription) => ({ url: 'api/user.php', method: 'POST', params: { push: 1 }, body: { subscription } }),
    }),
  }),
});

export const geocodeEndpoint = sharedEndpoints.endpoints.geocode;

const selectTimeBonus = sharedEndpoints.endpoints.getTimeBonus.select();
type TimeBonusState = Parameters<typeof selectTimeBonus>[0];

export const {
  useGetMyProfileQuery,
  useUpdateMyProfileMutation,
  useUploadPhotoMutation,
  useSearchMembersQuery,
  useLazySearchMembersQuery,
  useSendReactivationMailMutation,
  useSavePushSubscriptionMutation,
  useGetCreditsOfferQuery,
  useGetTimeBonusQuery,
  useGetMemberProfileQuery,
} = sharedEndpoints;

/** Changes the cached profile of a member in place (what a block changes shows at once). */
export const updateCachedMemberProfile = (memberId: string, change: (profile: MemberProfile) => void) =>
  sharedEndpoints.util.updateQueryData('getMemberProfile', memberId, change);
