import { isErased, type Personal } from '../kernel/personal-data.js';
import { EMPTY_PROFILE_DETAILS, type ProfileDetails } from './profile-fields.js';
import type { ProfileEvent } from './profile.events.js';

/** A member's profile as the decider and the API read it; an erased field reads as never filled in. */
export interface Profile {
  readonly details: ProfileDetails;
  readonly aboutMe: string;
  readonly interests: readonly string[];
  readonly location: { readonly country: string; readonly region: string; readonly city: string | null } | null;
}

export const initialProfileState: Profile = { details: EMPTY_PROFILE_DETAILS, aboutMe: '', interests: [], location: null };

const readable = <T>(value: Personal<T>, fallback: T): T => (isErased(value) ? fallback : value);

export const evolveProfile = (state: Profile, event: ProfileEvent): Profile => {
  switch (event.type) {
    case 'ProfileDetailsChanged':
      return { ...state, details: readable(event.data.details, EMPTY_PROFILE_DETAILS) };
    case 'AboutMeChanged':
      return { ...state, aboutMe: readable(event.data.aboutMe, '') };
    case 'InterestsChanged':
      return { ...state, interests: readable(event.data.interests, []) };
    case 'LocationChanged':
      return { ...state, location: { country: event.data.country, region: event.data.region, city: readable<string | null>(event.data.city, null) } };
  }
};
