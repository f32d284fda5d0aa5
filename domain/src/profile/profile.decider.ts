import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import { PROFILE_DETAIL_FIELDS, validateProfileChanges, type ProfileChanges, type ProfileDetails } from './profile-fields.js';
import type { EditProfile, ProfileCommand } from './profile.commands.js';
import type { ProfileEvent } from './profile.events.js';
import { evolveProfile, initialProfileState, type Profile } from './profile.state.js';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

const changedDetails = (current: ProfileDetails, changes: ProfileChanges['details']): ProfileDetails | undefined => {
  if (!changes) return undefined;
  const next = Object.fromEntries(
    PROFILE_DETAIL_FIELDS.map((field) => [field, Object.hasOwn(changes, field) ? (changes[field] ?? null) : current[field]]),
  ) as ProfileDetails;
  return PROFILE_DETAIL_FIELDS.some((field) => next[field] !== current[field]) ? next : undefined;
};

const locationEvent = (memberId: string, state: Profile, location: ProfileChanges['location']): ProfileEvent[] => {
  // The command handler has looked the place up: it carries the gazetteer's own spelling.
  const city = location;
  if (!city) return [];
  const current = state.location;
  if (current && current.country === city.country && current.region === city.region && current.city === city.city) return [];
  return [{ type: 'LocationChanged', data: { memberId, country: city.country, region: city.region, city: city.city } }];
};

const editProfile = ({ data: { memberId, changes } }: EditProfile, state: Profile): ProfileEvent[] => {
  const [firstError] = Object.values(validateProfileChanges(changes));
  if (firstError) throw new DomainError(firstError);
  const details = changedDetails(state.details, changes.details);
  const aboutMe = changes.about_me?.trim();
  const events: ProfileEvent[] = [];
  if (details) events.push({ type: 'ProfileDetailsChanged', data: { memberId, details } });
  if (aboutMe !== undefined && aboutMe !== state.aboutMe) events.push({ type: 'AboutMeChanged', data: { memberId, aboutMe } });
  if (changes.interests && !sameList(changes.interests, state.interests)) {
    events.push({ type: 'InterestsChanged', data: { memberId, interests: [...changes.interests] } });
  }
  return [...events, ...locationEvent(memberId, state, changes.location)];
};

export const decideProfile = (command: ProfileCommand, state: Profile): ProfileEvent[] => {
  switch (command.type) {
    case 'EditProfile':
      return editProfile(command, state);
    default:
      return assertNever(command.type);
  }
};

export const profileDecider: Decider<ProfileCommand, ProfileEvent, Profile> = {
  initialState: initialProfileState,
  evolve: evolveProfile,
  decide: decideProfile,
};
