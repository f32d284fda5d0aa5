import { randomUUID } from 'node:crypto';
import {
  earthPoint,
  EMPTY_PROFILE_DETAILS,
  ERASED,
  photoAlbumStreamId,
  profileStreamId,
  type Event,
  type MemberEvent,
  type PhotoEvent,
  type ProfileEvent,
} from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { postgresIsAvailable } from '@dating/platform/testing';
import { blocksProjection } from '../blocks/blocks.projection.js';
import { chatsProjection } from '../chats/chats.projection.js';
import { useProjectionTestBed } from '../testing/projection-test-bed.js';
import { MEMBER_SEARCH_TABLE, memberSearchProjection } from './member-search.projection.js';
import { matchFinder, memberProfileCard, searchMembers } from './member-search.queries.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const signedUpAt = '2026-11-22T10:00:00.000Z';
// The projection keys rows on data.memberId, whichever of the member's streams an event is on.
const memberStreamId = (memberId: string) => `member-${memberId}`;
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
  // The visibility rule reads blocks and conversations too.
  const bed = useProjectionTestBed(memberSearchProjection, [blocksProjection, chatsProjection]);
  const memberId = randomUUID();
  const [firstPhoto, secondPhoto] = [randomUUID(), randomUUID()];


  const append = (streamId: string, events: Event[]) => bed.append(streamId, events);
  const row = async (id = memberId) =>
    (await bed.sql.query(`select *, birth_date::text as birth_date from ${MEMBER_SEARCH_TABLE} where member_id = $1`, [id])).rows[0];

  it('lists a new member with the sealed name, date of birth and country of the signup, not yet confirmed', async () => {
    await append(memberStreamId(memberId), [signedUp(memberId)]);
    await bed.catchUp();
    expect(await row()).toEqual({
      member_id: memberId,
      domain: 'localhost',
      sealed_name: expect.any(String),
      gender: null,
      sexuality: null,
      birth_date: '1990-05-01',
      country: 'GB',
      region: null,
      city: null,
      lat: null,
      lon: null,
      position: null,
      invisible: false,
      confirmed: false,
      fictional: false,
      deletion_requested: false,
      banned: false,
      staff: false,
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
      lat: 52.09083,
      lon: 5.12222,
      main_photo_id: firstPhoto,
    });
    // The same centre as a point of the spatial index.
    const { rows } = await bed.sql.query<{ away: number }>(`select position <-> cube($2::float8[]) as away from ${MEMBER_SEARCH_TABLE} where member_id = $1`, [
      memberId,
      earthPoint({ lat: 52.09083, lon: 5.12222 }),
    ]);
    expect(rows[0]!.away).toBeLessThan(1e-6);
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
      { type: 'LocationChanged', data: { memberId, country: 'DE', region: 'Bavaria', city: ERASED } },
    ] satisfies ProfileEvent[]);
    await bed.catchUp();
    expect(await row()).toMatchObject({ sealed_name: null, birth_date: null, gender: null, sexuality: null, country: 'DE', region: 'Bavaria', city: null, lat: null, lon: null, position: null });
  });

  describe('personal fields at rest', () => {
    const reader = () => ({ sql: bed.sql, personalFields: bed.personalFields });
    const cardOf = (id: string) => memberProfileCard(reader(), id, { viewerId: null, now: new Date(signedUpAt) });

    it('stores the name only sealed with the member key, opens it for the queries, and reads it as empty once the key is destroyed', async () => {
      await append(memberStreamId(memberId), [signedUp(memberId), { type: 'MemberConfirmed', data: { memberId, confirmedAt: signedUpAt } }]);
      await bed.catchUp();
      const sealed = String((await row()).sealed_name);
      expect(sealed).not.toContain('Anna');
      expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('Anna');
      expect(await cardOf(memberId)).toMatchObject({ id: memberId, name: 'Anna', age: 36, country: 'GB' });

      await bed.keyStore.destroyKey(memberId);
      expect(await cardOf(memberId)).toMatchObject({ id: memberId, name: '' });
    });
  });

  it('lists profiles the site runs (fictional) unless the search hides them', async () => {
    const fictionalId = randomUUID();
    await append(memberStreamId(fictionalId), [signedUp(fictionalId, true)]);
    await bed.catchUp();
    const found = async (fictional: 'show' | 'hide') =>
      (await searchMembers({ sql: bed.sql, personalFields: bed.personalFields }, { page: 1, order: 'newest', fictional, widen: 'auto' }, { viewerId: null, now: new Date(signedUpAt) })).cards.map(
        (card) => card.id,
      );
    expect(await found('show')).toContain(fictionalId);
    expect(await found('hide')).not.toContain(fictionalId);
  });

  it('reads the viewers’ own rows of lists made side by side in one statement, each list leaving out its own viewer', async () => {
    const [viewer, other] = [randomUUID(), randomUUID()];
    await append(memberStreamId(viewer), [signedUp(viewer, true)]);
    await append(memberStreamId(other), [signedUp(other, true)]);
    await bed.catchUp();
    await bed.sql.query(`update ${MEMBER_SEARCH_TABLE} set gender = case member_id when $1 then 'male' else 'female' end, sexuality = 'hetero' where member_id in ($1, $2)`, [viewer, other]);
    const statements: string[] = [];
    const counted: SqlExecutor = { query: (text, params, options) => (statements.push(text), bed.sql.query(text, params, options)) };
    const reader = { sql: counted, personalFields: bed.personalFields };
    const now = new Date(signedUpAt);

    const [viewersList, othersList] = await Promise.all([matchFinder(reader, { viewerId: viewer, now }), matchFinder(reader, { viewerId: other, now })]);

    expect(statements.filter((text) => text.includes('member_id = any('))).toHaveLength(1);
    expect(viewersList.map((card) => card.id)).toContain(other);
    expect(viewersList.map((card) => card.id)).not.toContain(viewer);
    expect(othersList.map((card) => card.id)).toContain(viewer);
    expect(othersList.map((card) => card.id)).not.toContain(other);
  });

  it('lists only members with an approved photo when the search asks for a photo', async () => {
    const [withPhoto, without] = [randomUUID(), randomUUID()];
    await append(memberStreamId(withPhoto), [signedUp(withPhoto, true)]);
    await append(memberStreamId(without), [signedUp(without, true)]);
    await append(photoAlbumStreamId(withPhoto), [
      { type: 'PhotoApproved', data: { memberId: withPhoto, photoId: firstPhoto, decidedBy: 'staff', decidedAt: signedUpAt } },
      { type: 'MainPhotoChosen', data: { memberId: withPhoto, photoId: firstPhoto } },
    ] satisfies PhotoEvent[]);
    await bed.catchUp();
    const found = async (photo?: 'with') =>
      (await searchMembers({ sql: bed.sql, personalFields: bed.personalFields }, { page: 1, order: 'newest', fictional: 'show', widen: 'off', ...(photo ? { photo } : {}) }, { viewerId: null, now: new Date(signedUpAt) })).cards.map(
        (card) => card.id,
      );

    expect(await found()).toEqual(expect.arrayContaining([withPhoto, without]));
    expect(await found('with')).toEqual([withPhoto]);
  });

  describe('when a member asks to delete their account', () => {
    const visitorSearch = async () =>
      (await searchMembers({ sql: bed.sql, personalFields: bed.personalFields }, { page: 1, order: 'nearest', fictional: 'show', widen: 'auto' }, { viewerId: null, now: new Date(signedUpAt) })).cards.map((card) => card.id);
    const requested = { type: 'AccountDeletionRequested', data: { memberId, reasons: ['privacy'], comment: null, reactivationTokenId: 're-1', requestedAt: signedUpAt, finalDeletionAt: '2026-12-06T10:00:00.000Z' } };

    it('hides them from lists and profiles at once, and shows them again once they reactivate', async () => {
      await append(memberStreamId(memberId), [signedUp(memberId), { type: 'MemberConfirmed', data: { memberId, confirmedAt: signedUpAt } }]);
      await bed.catchUp();
      expect(await visitorSearch()).toEqual([memberId]);

      await append(memberStreamId(memberId), [requested]);
      await bed.catchUp();
      expect(await visitorSearch()).toEqual([]);
      expect(await memberProfileCard({ sql: bed.sql, personalFields: bed.personalFields }, memberId, { viewerId: null, now: new Date() })).toBeNull();

      await append(memberStreamId(memberId), [{ type: 'AccountReactivated', data: { memberId, reactivatedAt: signedUpAt } }]);
      await bed.catchUp();
      expect(await visitorSearch()).toEqual([memberId]);
    });
  });

  describe('when staff ban a member', () => {
    it('hides them from lists and profiles for good', async () => {
      const reader = { sql: bed.sql, personalFields: bed.personalFields };
      await append(memberStreamId(memberId), [signedUp(memberId), { type: 'MemberConfirmed', data: { memberId, confirmedAt: signedUpAt } }]);
      await append(`member-account-${memberId}`, [
        { type: 'MemberBanned', data: { memberId, bannedBy: randomUUID(), reportId: randomUUID(), reason: 'scam', bannedAt: signedUpAt } },
      ]);
      await bed.catchUp();
      expect(await row()).toMatchObject({ banned: true, deletion_requested: false });
      const search = await searchMembers(reader, { page: 1, order: 'nearest', fictional: 'show', widen: 'auto' }, { viewerId: null, now: new Date(signedUpAt) });
      expect(search.cards).toEqual([]);
      expect(await memberProfileCard(reader, memberId, { viewerId: randomUUID(), now: new Date() })).toBeNull();
    });
  });
});
