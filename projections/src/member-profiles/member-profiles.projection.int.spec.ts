import { randomUUID } from 'node:crypto';
import { EMPTY_PROFILE_DETAILS, ERASED, evolveProfile, initialProfileState, profileStreamId, type AccountErased, type ProfileDetails, type ProfileEvent } from '@dating/domain';
import { postgresIsAvailable } from '@dating/platform/testing';
import { useProjectionTestBed } from '../testing/projection-test-bed.js';
import { MEMBER_PROFILES_TABLE, memberProfilesProjection } from './member-profiles.projection.js';
import { memberProfile } from './member-profiles.queries.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const ABOUT_ME = 'Ik wandel graag langs de Vecht.';
const details: ProfileDetails = {
  ...EMPTY_PROFILE_DETAILS,
  gender: 'female',
  sexuality: 'bi',
  hair_color: 'red',
  reason: 'flirt',
};

const detailsChanged = (memberId: string, changed: ProfileDetails = details): ProfileEvent => ({ type: 'ProfileDetailsChanged', data: { memberId, details: changed } });
const aboutMeChanged = (memberId: string, aboutMe = ABOUT_ME): ProfileEvent => ({ type: 'AboutMeChanged', data: { memberId, aboutMe } });
const interestsChanged = (memberId: string, interests = ['wine', 'hiking']): ProfileEvent => ({ type: 'InterestsChanged', data: { memberId, interests } });
const located = (memberId: string, city = 'Utrecht'): ProfileEvent => ({ type: 'LocationChanged', data: { memberId, country: 'NL', region: 'Utrecht', city } });
const erased = (memberId: string): AccountErased => ({ type: 'AccountErased', data: { memberId, erasedAt: '2026-11-24T10:00:00.000Z' } });

describeWithServices('member profiles projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(memberProfilesProjection);
  const anna = randomUUID();

  const given = async (memberId: string, events: (ProfileEvent | AccountErased)[]) => {
    await bed.append(profileStreamId(memberId), events);
    await bed.catchUp();
  };
  const profileOf = (memberId: string) => memberProfile(bed.sql, bed.personalFields, memberId);
  const storedRow = async (memberId: string) => JSON.stringify((await bed.sql.query(`select * from ${MEMBER_PROFILES_TABLE} where member_id = $1`, [memberId])).rows);

  it('gives the profile as folding its stream does, the last change of each part winning', async () => {
    const edits = [detailsChanged(anna, EMPTY_PROFILE_DETAILS), aboutMeChanged(anna, 'Hoi'), located(anna, 'Amersfoort')];
    const moreEdits = [detailsChanged(anna), aboutMeChanged(anna), interestsChanged(anna), located(anna)];
    await given(anna, edits);
    await given(anna, moreEdits);

    expect(await profileOf(anna)).toEqual([...edits, ...moreEdits].reduce(evolveProfile, initialProfileState));
    expect(await profileOf(anna)).toEqual({ details, aboutMe: ABOUT_ME, interests: ['wine', 'hiking'], location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } });
  });

  it('gives the empty profile of a member who never edited it, and leaves parts never changed empty', async () => {
    const bert = randomUUID();
    await given(bert, [aboutMeChanged(bert)]);
    expect(await profileOf(anna)).toEqual(initialProfileState);

    await given(anna, [aboutMeChanged(anna)]);
    expect(await profileOf(anna)).toEqual({ ...initialProfileState, aboutMe: ABOUT_ME });
  });

  it('holds the about-me text, the details, the interests and the city only sealed with the member key', async () => {
    await given(anna, [detailsChanged(anna), aboutMeChanged(anna), interestsChanged(anna), located(anna, 'Houten')]);

    const row = await storedRow(anna);
    // Words of the values and the JSON keys around them; none is short enough to turn up in base64 by chance.
    for (const plaintext of ['Vecht', 'sexuality', 'hair_color', 'flirt', 'hiking', 'Houten']) expect({ plaintext, found: row.includes(plaintext) }).toEqual({ plaintext, found: false });
    expect((await profileOf(anna)).aboutMe).toBe(ABOUT_ME);
  });

  it('answers from its row alone, without the log', async () => {
    await given(anna, [aboutMeChanged(anna), located(anna)]);

    await bed.sql.query('delete from es_events');
    expect(await profileOf(anna)).toMatchObject({ aboutMe: ABOUT_ME, location: { city: 'Utrecht' } });
  });

  it('reads every personal field as never filled in once the member key is destroyed, and leaves other members alone', async () => {
    const bert = randomUUID();
    await given(anna, [detailsChanged(anna), aboutMeChanged(anna), interestsChanged(anna), located(anna)]);
    await given(bert, [aboutMeChanged(bert, 'Bert hier')]);

    await bed.keyStore.destroyKey(anna);
    expect(await profileOf(anna)).toEqual({ details: EMPTY_PROFILE_DETAILS, aboutMe: '', interests: [], location: { country: 'NL', region: 'Utrecht', city: null } });
    expect((await profileOf(bert)).aboutMe).toBe('Bert hier');
  });

  it('stores nothing readable for a field the log could no longer open (a replay after the key was destroyed)', async () => {
    await given(anna, [{ type: 'AboutMeChanged', data: { memberId: anna, aboutMe: ERASED } }, located(anna)]);

    expect(await profileOf(anna)).toMatchObject({ aboutMe: '', location: { city: 'Utrecht' } });
    expect(await storedRow(anna)).toContain('"sealed_about_me":null');
  });

  it('keeps no row of an erased member', async () => {
    await given(anna, [detailsChanged(anna), aboutMeChanged(anna), erased(anna)]);

    expect(await storedRow(anna)).toBe('[]');
    expect(await profileOf(anna)).toEqual(initialProfileState);
  });
});
