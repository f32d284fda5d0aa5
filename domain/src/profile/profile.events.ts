import type { Event } from '../kernel/message.js';
import type { Personal, PersonalDataPolicy } from '../kernel/personal-data.js';
import type { ProfileDetails } from './profile-fields.js';

/** The member's complete details after the change (sexuality is special-category data: the whole object is personal). */
export type ProfileDetailsChanged = Event<'ProfileDetailsChanged', { memberId: string; details: Personal<ProfileDetails> }>;
/** The member rewrote the free text about themselves. */
export type AboutMeChanged = Event<'AboutMeChanged', { memberId: string; aboutMe: Personal<string> }>;
/** The member chose other interests; `interests` is the complete list after the change. */
export type InterestsChanged = Event<'InterestsChanged', { memberId: string; interests: Personal<string[]> }>;
/** The member moved to another place, at city level only: precise coordinates never enter the log. */
export type LocationChanged = Event<'LocationChanged', { memberId: string; country: string; region: string; city: Personal<string> }>;

export type ProfileEvent = ProfileDetailsChanged | AboutMeChanged | InterestsChanged | LocationChanged;

export const PROFILE_EVENT_TYPES: readonly ProfileEvent['type'][] = ['ProfileDetailsChanged', 'AboutMeChanged', 'InterestsChanged', 'LocationChanged'];

export const profileStreamId = (memberId: string): string => `profile-${memberId}`;

export const PROFILE_PERSONAL_DATA: PersonalDataPolicy = {
  ProfileDetailsChanged: { subjectIdField: 'memberId', personalFields: ['details'] },
  AboutMeChanged: { subjectIdField: 'memberId', personalFields: ['aboutMe'] },
  InterestsChanged: { subjectIdField: 'memberId', personalFields: ['interests'] },
  LocationChanged: { subjectIdField: 'memberId', personalFields: ['city'] },
};
