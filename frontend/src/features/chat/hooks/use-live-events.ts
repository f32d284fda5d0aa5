import { useGetLiveEventsQuery } from '../api/live-events-api.js';

/** Follows the live events for a member (a visitor has none); returns whether the page hears them now. */
export const useLiveEvents = (loggedIn: boolean): boolean => useGetLiveEventsQuery(undefined, { skip: !loggedIn }).data?.connected === true;
