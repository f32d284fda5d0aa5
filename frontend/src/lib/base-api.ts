import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query.js';

/** Tags shared by features so one feature's mutation can refresh another's data without importing it. */
export const API_TAGS = {
  user: 'User',
  settings: 'Settings',
  myProfile: 'MyProfile',
  memberProfile: 'MemberProfile',
  search: 'Search',
  moderation: 'Moderation',
  reports: 'Reports',
  notifications: 'Notifications',
  likes: 'Likes',
  chats: 'Chats',
  conversation: 'Conversation',
} as const;

/** Features add their endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery((api) => api.dispatch(baseApi.util.invalidateTags([API_TAGS.user]))),
  tagTypes: Object.values(API_TAGS),
  endpoints: () => ({}),
});
