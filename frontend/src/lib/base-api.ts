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
  /** The welcome bonus: it changes only when an order takes it or gives it back, never on the periodic refresh. */
  timeBonus: 'TimeBonus',
} as const;

/**
 * What news for the member changes: their user data, likes, chats and open conversation. The periodic refresh, a push
 * message and a live-events reset reload these, and with them the unread badge, the title prefix and the app badge.
 */
export const MEMBER_NEWS_TAGS = [API_TAGS.user, API_TAGS.likes, API_TAGS.chats, API_TAGS.conversation];

/** Features add their endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery((api) => api.dispatch(baseApi.util.invalidateTags([API_TAGS.user]))),
  tagTypes: Object.values(API_TAGS),
  endpoints: () => ({}),
});
