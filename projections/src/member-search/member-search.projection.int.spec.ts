import { randomUUID } from 'node:crypto';
import {
  EMPTY_PROFILE_DETAILS,
  ERASED,
  memberStreamId,
  photoAlbumStreamId,
  profileStreamId,
  type Event,
  type MemberEvent,
  type PhotoEvent,
  type ProfileEvent,
} from '@dating/domain';
import { postgresIsAvailable } from '@dating/platform';
import { useProjectionTestBed } from '../testing/projection-test-bed.js';
import { MEMBER_SEARCH_TABLE, memberSearchProjection } from './member-search.projection.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const signedUpAt = '2026-11-22T10:00:00.000Z';
const signedUp = (memberId: string, fictional?: boolean): MemberEvent => ({
  type: 'MemberSignedUp',
  data: {
    memberId,
    name: 'Anna',
    email: 'anna@example.com',
    dateOfBirth: '1990-05-01',
    passwordHashRef: 'ref',
    language: 'nl',
    domain: 'localhost',
    country: 'GB',
    tracking: {},
    signedUpAt,
    ...(fictional === undefined ? {} : { fictional }),
  },
});

describeWithServices('member search projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(memberSearchProjection);
  const memberId = randomUUID();
  const [firstPhoto, secondPhoto] = [randomUUID(), randomUUID()];


  const append = (streamId: string, events: Event[]) => bed.append(streamId, events);
  const row = async (id = memberId) =>
    (await bed.sql.query(`select *, birth_date::text as birth_date from ${MEMBER_SEARCH_TABLE} where member_id = $1`, [id])).rows[0];

  it('lists a new member with the name, date of birth and country of the signup, not yet confirmed', async () => {
    await append(memberStreamId(memberId), [signedUp(memberId)]);
    await bed.catchUp();
    expect(await row()).toEqual({
      member_id: memberId,
      domain: 'localhost',
      name: 'Anna',
      gender: null,
      sexuality: null,
      birth_date: '1990-05-01',
      country: 'GB',
      region: null,
      city: null,
      lat: null,
      lon: null,
      invisible: false,
      confirmed: false,
      fictional: false,
      main_photo_id: null,
      signed_up_at: new Date(signedUpAt),
    });
  });

  it('follows confirmation, invisibility, details, the city (with its dataset centroid) and the main photo', async () => {
    await append(memberStreamId(memberId), [
      signedUp(memberId, true),
      { type: 'MemberConfirmed', data: { memberId, confirmedAt: signedUpAt } },
      { type: 'InvisibleModeChanged', data: { memberId, invisible: true } },
    ] satisfies MemberEvent[]);
    await append(profileStreamId(memberId), [
      { type: 'ProfileDetailsChanged', data: { memberId, details: { ...EMPTY_PROFILE_DETAILS, gender: 'female', sexuality: 'bi', eye_color: 'green' } } },
      { type: 'LocationChanged', data: { memberId, country: 'NL', region: 'Utrecht', city: 'Utrecht' } },
    ] satisfies ProfileEvent[]);
    await append(photoAlbumStreamId(memberId), [
      { type: 'PhotoApproved', data: { memberId, photoId: firstPhoto, decidedBy: 'staff', decidedAt: signedUpAt } },
      { type: 'MainPhotoChosen', data: { memberId, photoId: firstPhoto } },
    ] satisfies PhotoEvent[]);
    await bed.catchUp();
    expect(await row()).toMatchObject({
      confirmed: true,
      fictional: true,
      invisible: true,
      gender: 'female',
      sexuality: 'bi',
      country: 'NL',
      region: 'Utrecht',
      city: 'Utrecht',
      lat: 52.091,
      lon: 5.122,
      main_photo_id: firstPhoto,
    });
  });

  it('forgets the main photo once deleted, and takes the successor the album names', async () => {
    await append(memberStreamId(memberId), [signedUp(memberId)]);
    await append(photoAlbumStreamId(memberId), [
      { type: 'MainPhotoChosen', data: { memberId, photoId: firstPhoto } },
      { type: 'PhotoDeleted', data: { memberId, photoId: secondPhoto } },
    ] satisfies PhotoEvent[]);
    await bed.catchUp();
    expect(await row()).toMatchObject({ main_photo_id: firstPhoto });

    await append(photoAlbumStreamId(memberId), [{ type: 'PhotoDeleted', data: { memberId, photoId: firstPhoto } }] satisfies PhotoEvent[]);
    await bed.catchUp();
    expect(await row()).toMatchObject({ main_photo_id: null });

    await append(photoAlbumStreamId(memberId), [{ type: 'MainPhotoChosen', data: { memberId, photoId: secondPhoto } }] satisfies PhotoEvent[]);
    await bed.catchUp();
    expect(await row()).toMatchObject({ main_photo_id: secondPhoto });
  });

  it('stores erased personal fields as null, with no coordinates for an erased city', async () => {
    await append(memberStreamId(memberId), [{ ...signedUp(memberId), data: { ...signedUp(memberId).data, name: ERASED, dateOfBirth: ERASED } } as MemberEvent]);
    await append(profileStreamId(memberId), [
      { type: 'ProfileDetailsChanged', data: { memberId, details: ERASED } },
      { type: 'LocationChanged', data: { memberId, country: 'DE', region: 'Bayern', city: ERASED } },
    ] satisfies ProfileEvent[]);
    await bed.catchUp();
    expect(await row()).toMatchObject({ name: null, birth_date: null, gender: null, sexuality: null, country: 'DE', region: 'Bayern', city: null, lat: null, lon: null });
  });
});
