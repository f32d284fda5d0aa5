import { likeDecider, likePairStreamId, START_CHECKPOINT, type LikeCommand, type LikePairState } from '@dating/domain';
import { postgresIsAvailable } from '@dating/platform/testing';
import { replayProjection, replayUntil } from '../cli/replay.js';
import { sqlProjectionConsumer } from '../sql-projection/sql-projection.js';
import { notingStatements, useProjectionTestBed } from '../testing/projection-test-bed.js';
import { likesProjection } from './likes.projection.js';
import { matchCount, mutualLikePairs } from './likes.queries.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;
const now = '2026-11-25T10:00:00.000Z';

describeWithServices('likes projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(likesProjection);

  /** Decides like the API does, on the pair's stream, and appends what was decided. */
  const states = new Map<string, LikePairState>();
  const decide = async (a: string, b: string, command: LikeCommand) => {
    const stream = likePairStreamId(a, b);
    const state = states.get(stream) ?? likeDecider.initialState;
    const events = likeDecider.decide(command, state);
    states.set(stream, events.reduce(likeDecider.evolve, state));
    if (events.length) await bed.append(stream, events);
  };
  const like = (memberId: string, likedId: string) => decide(memberId, likedId, { type: 'LikeMember', data: { memberId, likedId, source: 'profile' }, metadata: { now } });
  const unlike = (memberId: string, likedId: string) => decide(memberId, likedId, { type: 'UnlikeMember', data: { memberId, likedId }, metadata: { now } });
  const rows = async () => {
    await bed.catchUp();
    const likes = await bed.sql.query<{ liker_id: string; liked_id: string; seen: boolean }>('select liker_id, liked_id, seen from rm_likes order by 1, 2');
    const matches = await bed.sql.query<{ member_id: string; other_id: string }>('select member_id, other_id from rm_matches order by 1, 2');
    return { likes: likes.rows, matches: matches.rows };
  };
  beforeEach(() => states.clear());

  it('keeps a row per like, two per match, and removes the match when a like is taken back', async () => {
    await like('anna', 'bert');
    await like('bert', 'anna');
    await like('carl', 'anna');
    await decide('anna', 'carl', { type: 'MarkLikeSeen', data: { memberId: 'anna', likerId: 'carl' }, metadata: { now } });
    expect(await rows()).toEqual({
      likes: [
        { liker_id: 'anna', liked_id: 'bert', seen: false },
        { liker_id: 'bert', liked_id: 'anna', seen: false },
        { liker_id: 'carl', liked_id: 'anna', seen: true },
      ],
      matches: [
        { member_id: 'anna', other_id: 'bert' },
        { member_id: 'bert', other_id: 'anna' },
      ],
    });
    expect(await mutualLikePairs(bed.sql)).toBe(1);
    expect(await matchCount(bed.sql)).toBe(1);
    await unlike('anna', 'bert');
    expect((await rows()).matches).toEqual([]);
    expect(await matchCount(bed.sql)).toBe(0);
  });

  it("forgets an erased member's likes, matches and passes in both directions", async () => {
    await like('anna', 'bert');
    await like('bert', 'anna');
    await like('dora', 'anna');
    await decide('anna', 'eddy', { type: 'PassMember', data: { memberId: 'anna', passedId: 'eddy' }, metadata: { now } });
    await bed.append('account-anna', [{ type: 'AccountErased', data: { memberId: 'anna', erasedAt: now } }]);
    expect(await rows()).toEqual({ likes: [], matches: [] });
    expect((await bed.sql.query('select * from rm_swipe_passes')).rows).toEqual([]);
  });

  it('writes the likes, matches and passes a batch holds one after another in one insert per table, with the same rows as one by one', async () => {
    await like('gus', 'hal');
    await like('hal', 'gus');
    await like('ida', 'gus');
    await decide('hal', 'ida', { type: 'PassMember', data: { memberId: 'hal', passedId: 'ida' }, metadata: { now: '2026-11-25T10:01:00.000Z' } });
    await like('gus', 'ida');
    await decide('jon', 'gus', { type: 'PassMember', data: { memberId: 'jon', passedId: 'gus' }, metadata: { now } });
    await bed.catchUp();
    const events = await bed.store.readAll(START_CHECKPOINT, 1_000);
    const context = { personalFields: bed.personalFields };
    for (const suffix of ['_together', '_one']) await likesProjection.migrate(bed.sql, suffix);
    const { executor, noted: inserts } = notingStatements(bed.sql, 'insert into ');

    await sqlProjectionConsumer(likesProjection, context, '_together').handle(events, executor);
    for (const event of events) await likesProjection.apply(bed.sql, event, '_one', context);

    expect(inserts.map((statement) => statement.split(' ')[2])).toEqual(['rm_likes_together', 'rm_matches_together', 'rm_swipe_passes_together']);
    const rowsOf = async (suffix: string) =>
      Promise.all(
        [`rm_likes${suffix}`, `rm_matches${suffix}`, `rm_swipe_passes${suffix}`].map(async (table) => (await bed.sql.query(`select * from ${table} order by 1, 2`)).rows),
      );
    const together = await rowsOf('_together');
    expect(together.map((table) => table.length)).toEqual([4, 4, 2]);
    expect(together).toEqual(await rowsOf('_one'));
  });

  it('rebuilds the same likes and matches from the log alone', async () => {
    const members = ['m1', 'm2', 'm3', 'm4', 'm5'];
    for (const liker of members) for (const liked of members) if (liker !== liked && (liker + liked).length % 2 === 0) await like(liker, liked);
    await like('m2', 'm1');
    await unlike('m3', 'm5');
    const before = await rows();
    await replayProjection({ sql: bed.sql, eventStore: bed.store, personalFields: bed.personalFields }, likesProjection, { start: () => undefined, advance: () => undefined, waitingForLiveProjector: () => undefined });
    expect(await rows()).toEqual(before);
    expect(before.matches.length / 2).toBe(await mutualLikePairs(bed.sql));
  });

  it('builds the likes and matches as they stood at a moment in a scratch schema, the live read model untouched', async () => {
    await like('pia', 'quin');
    await like('rob', 'pia');
    const { rows: clock } = await bed.sql.query<{ at: Date }>('select clock_timestamp() as at');
    const moment = clock[0]!.at;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await like('quin', 'pia');
    await unlike('rob', 'pia');
    const live = await rows();
    const progress = { start: () => undefined, advance: () => undefined };

    const schema = await replayUntil({ sql: bed.sql, eventStore: bed.store, personalFields: bed.personalFields }, likesProjection, moment, progress);

    const then = async () => ({
      likes: (await bed.sql.query(`select liker_id, liked_id from ${schema}.rm_likes order by 1, 2`)).rows,
      matches: (await bed.sql.query(`select member_id, other_id from ${schema}.rm_matches`)).rows,
    });
    expect(await then()).toEqual({
      likes: [
        { liker_id: 'pia', liked_id: 'quin' },
        { liker_id: 'rob', liked_id: 'pia' },
      ],
      matches: [],
    });
    expect(await rows()).toEqual(live);
    expect(live.matches).toHaveLength(2);
    // Asked again, the schema is made anew rather than added to; no checkpoint of the replay stays behind.
    expect(await replayUntil({ sql: bed.sql, eventStore: bed.store, personalFields: bed.personalFields }, likesProjection, moment, progress)).toBe(schema);
    expect((await then()).likes).toHaveLength(2);
    expect((await bed.sql.query(`select name from consumer_checkpoints where name like 'replay_%'`)).rows).toEqual([]);
  });
});
