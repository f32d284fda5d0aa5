import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import type { ProfileChanges } from './profile-fields.js';
import { EMPTY_PROFILE_DETAILS } from './profile-fields.js';
import type { ProfileCommand } from './profile.commands.js';
import { profileDecider } from './profile.decider.js';
import { PROFILE_ERRORS } from './profile.errors.js';
import type { ProfileEvent } from './profile.events.js';

const given = specFor(profileDecider);
const memberId = 'm-1';
const edit = (changes: ProfileChanges): ProfileCommand => ({ type: 'EditProfile', data: { memberId, changes }, metadata: { now: '2026-11-22T10:00:00.000Z' } });

const redhead = { ...EMPTY_PROFILE_DETAILS, gender: 'female', hair_color: 'red' } as const;
const detailsChanged: ProfileEvent = { type: 'ProfileDetailsChanged', data: { memberId, details: redhead } };
const movedToUtrecht: ProfileEvent = { type: 'LocationChanged', data: { memberId, country: 'NL', region: 'Utrecht', city: 'Utrecht' } };
const likesWine: ProfileEvent = { type: 'InterestsChanged', data: { memberId, interests: ['wine', 'hiking'] } };

describe('Profile', () => {
  describe('when nothing was filled in yet', () => {
    it('records the complete details after a partial change', () =>
      given([]).when(edit({ details: { gender: 'female', hair_color: 'red' } })).thenEvents([detailsChanged]));

    it('records each changed part of one edit', () =>
      given([])
        .when(edit({ about_me: '  Hello there  ', interests: ['wine', 'hiking'], location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } }))
        .thenEvents([{ type: 'AboutMeChanged', data: { memberId, aboutMe: 'Hello there' } }, likesWine, movedToUtrecht]));

    it('rejects a value outside the field list', () =>
      given([]).when(edit({ details: { hair_color: 'purple' } })).thenThrows(hasCode(PROFILE_ERRORS.DETAIL_INVALID)));

    it('rejects a field the profile does not have', () =>
      given([]).when(edit({ details: { shoe_size: '42' } })).thenThrows(hasCode(PROFILE_ERRORS.DETAIL_UNKNOWN)));

    it.each(['toString', 'constructor', 'hasOwnProperty', '__proto__'])('rejects %s as a field name like any unknown field (no prototype lookup)', (field) =>
      given([]).when(edit({ details: JSON.parse(`{"${field}": "x"}`) as Record<string, string> })).thenThrows(hasCode(PROFILE_ERRORS.DETAIL_UNKNOWN)));

    it('rejects an about-me text over 2000 characters', () =>
      given([]).when(edit({ about_me: 'x'.repeat(2001) })).thenThrows(hasCode(PROFILE_ERRORS.ABOUT_ME_TOO_LONG)));

    it('rejects an interest outside the list, and one given twice', () => {
      given([]).when(edit({ interests: ['knitting'] })).thenThrows(hasCode(PROFILE_ERRORS.INTEREST_UNKNOWN));
      given([]).when(edit({ interests: ['wine', 'wine'] })).thenThrows(hasCode(PROFILE_ERRORS.INTEREST_REPEATED));
    });
  });

  describe('when filled in', () => {
    const history = [detailsChanged, likesWine, movedToUtrecht];

    it('records nothing when the same values are sent again', () =>
      given(history)
        .when(edit({ details: { hair_color: 'red' }, interests: ['wine', 'hiking'], location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } }))
        .thenEvents([]));

    it('clears a detail sent as null and keeps the others', () =>
      given(history)
        .when(edit({ details: { hair_color: null } }))
        .thenEvents([{ type: 'ProfileDetailsChanged', data: { memberId, details: { ...redhead, hair_color: null } } }]));

    it('records a move to another city', () =>
      given(history)
        .when(edit({ location: { country: 'NL', region: 'North Holland', city: 'Amsterdam' } }))
        .thenEvents([{ type: 'LocationChanged', data: { memberId, country: 'NL', region: 'North Holland', city: 'Amsterdam' } }]));
  });
});
