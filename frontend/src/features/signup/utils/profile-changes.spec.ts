import { profileChangesOf } from './profile-changes.js';
import { emptyDraft } from './signup-steps.js';

const amsterdam = { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' };
const draft = { ...emptyDraft('NL'), location: amsterdam, gender: 'female' as const, sexuality: 'bi' as const };

describe(profileChangesOf.name, () => {
  it('saves location, gender and sexuality', () =>
    expect(profileChangesOf(draft)).toEqual({ location: amsterdam, details: { gender: 'female', sexuality: 'bi' } }));
  it('saves the about-me text without surrounding blanks', () =>
    expect(profileChangesOf({ ...draft, about_me: '  I love hiking.\n' }).about_me).toBe('I love hiking.'));
  it('leaves an empty about-me out', () => expect(profileChangesOf({ ...draft, about_me: '   ' })).not.toHaveProperty('about_me'));
});
