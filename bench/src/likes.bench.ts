import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EventToAppend } from '@dating/domain';
import { createPostgresSql, PersonalFieldCipher, PostgresEventStore, SessionStore, SqlKeyStore, type SqlPort } from '@dating/platform';
import { createTestDatabase } from '@dating/platform/testing';
import { matchCount, mutualLikePairs } from '@dating/projections';
import { databaseWork, formatWorkPer } from './database-work.js';
import { postJson } from './http-client.js';
import { formatRate, measureConcurrent } from './measure.js';
import { formatEventLoopCpuPer, startDeployedSite } from './processes.js';
import { prng, seedMemberSearch } from './search-seed.js';
import { MEMBER_SEARCH_TABLE } from '@dating/projections';

const MEMBERS = 10_000;
/** Members with a session who like; the rest are only liked. A small active crowd makes mutual likes, and so matches, common. */
const LIKERS = 600;
const CLIENTS = 32;
const LIKES_PER_CLIENT = 150;
/** One operation in this many likes a pair both ways at the same moment: the race the pair's stream must decide once. */
const SIMULTANEOUS_EVERY = 10;

interface Liker {
  readonly id: string;
  readonly cookie: string;
}

/** Sessions as a login leaves them (token `memberId.secret`, its hash in the session table), without hashing 600 passwords. */
const openSessions = async (sql: SqlPort, memberIds: readonly string[]): Promise<Liker[]> => {
  const sessions = new SessionStore(sql);
  const now = new Date();
  const expires = new Date(now.getTime() + 86_400_000);
  return Promise.all(
    memberIds.map(async (id) => {
      const token = `${id}.${randomBytes(16).toString('base64url')}`;
      await sessions.open(createHash('sha256').update(token).digest('base64url'), id, now, expires);
      return { id, cookie: `auth.session=${token}` };
    }),
  );
};

const listedMembers = async (sql: SqlPort): Promise<string[]> =>
  (await sql.query<{ member_id: string }>(`select member_id from ${MEMBER_SEARCH_TABLE} where not invisible and not deletion_requested and (confirmed or fictional) order by member_id`)).rows.map(
    (row) => row.member_id,
  );

const rawLike = (index: number): EventToAppend => ({
  id: randomUUID(),
  type: 'MemberLiked',
  data: { likerId: `raw-${index}`, likedId: `raw-${index + 1}`, likedAt: new Date().toISOString(), source: 'profile' },
  metadata: { occurredAt: new Date().toISOString() },
});

const untilStable = async (read: () => Promise<number>, target: number): Promise<number> => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (value >= target || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * 32 clients liking random members among 10,000 through POST /api/like.php (session, validation, one query for the
 * target's listing and blocks, the swipe deck's check where the target could be in it, the pair's stream loaded and
 * appended with its expected version), one like in ten as a pair liking each other at the same moment; against 32 writers appending
 * the same kind of event straight to the event store, and the PostgreSQL work of each like. Then counts the mutual pairs in the raw likes and compares
 * them with the matches read model and the matches the API announced: `likes/s: X, ratio to raw append: Y, missed matches: 0`.
 */
export const runLikesBench = async (): Promise<void> => {
  const database = await createTestDatabase('bench_likes');
  const sql = createPostgresSql(database.url);
  const appSecret = randomBytes(32).toString('base64url');
  let site: Awaited<ReturnType<typeof startDeployedSite>> | undefined;
  try {
    const keys = new SqlKeyStore(sql, appSecret);
    await keys.migrate();
    await seedMemberSearch({ url: database.url, sql }, new PersonalFieldCipher(keys), MEMBERS, Date.now());
    site = await startDeployedSite(database.url, appSecret);
    const listed = await listedMembers(sql);
    const likers = await openSessions(sql, listed.slice(0, LIKERS));
    const random = prng(7);
    const pick = <T>(from: readonly T[]): T => from[Math.floor(random() * from.length)]!;

    const accepted = new Set<string>();
    let announced = 0;
    let requests = 0;
    const likeOnce = async (liker: Liker, likedId: string) => {
      requests += 1;
      const response = await postJson(`${site!.baseUrl}/api/like.php`, liker.cookie, { member_id: likedId });
      if (response.status !== 201) throw new Error(`like.php answered ${response.status}: ${response.body}`);
      const { match } = JSON.parse(response.body) as { match: boolean };
      accepted.add(`${liker.id}>${likedId}`);
      if (match) announced += 1;
    };
    const operation = async (writer: number, index: number) => {
      const liker = pick(likers);
      if ((writer * LIKES_PER_CLIENT + index) % SIMULTANEOUS_EVERY === 0) {
        const other = pick(likers.filter((candidate) => candidate.id !== liker.id));
        await Promise.all([likeOnce(liker, other.id), likeOnce(other, liker.id)]);
        return;
      }
      // Half the likes within the active crowd (where they are returned), half anywhere among the 10,000.
      let likedId = random() < 0.5 ? pick(likers).id : pick(listed);
      while (likedId === liker.id) likedId = pick(listed);
      await likeOnce(liker, likedId);
    };
    const beforeLikes = await databaseWork(sql);
    const loopBefore = await site.eventLoopCpuMs();
    const likes = await measureConcurrent(CLIENTS, LIKES_PER_CLIENT, operation);
    const loopAfter = await site.eventLoopCpuMs();
    const afterLikes = await databaseWork(sql);
    const store = new PostgresEventStore(sql);
    const raw = await measureConcurrent(CLIENTS, LIKES_PER_CLIENT, (writer, index) =>
      store.append(`raw-likes-${(writer * LIKES_PER_CLIENT + index) % MEMBERS}`, [rawLike(index)], 'any'),
    );
    console.log(formatRate('likes through HTTP', likes));
    console.log(formatRate('raw appends', raw));
    console.log(formatWorkPer('each like, read models included', beforeLikes, afterLikes, requests));
    const loopPerLike = formatEventLoopCpuPer('each like', loopBefore, loopAfter, requests);
    if (loopPerLike) console.log(loopPerLike);

    // The read model follows the log a moment later: wait until it holds every accepted like.
    await untilStable(async () => Number((await sql.query<{ likes: number }>('select count(*)::int as likes from rm_likes')).rows[0]!.likes), accepted.size);
    const mutual = await mutualLikePairs(sql);
    const matches = await matchCount(sql);
    console.log(`${MEMBERS} members (${listed.length} listed), ${accepted.size} distinct likes, ${mutual} mutual pairs, ${matches} matches, ${announced} announced`);
    const missed = Math.max(0, mutual - matches);
    console.log(`likes/s: ${likes.perSecond.toFixed(0)}, ratio to raw append: ${(likes.perSecond / raw.perSecond).toFixed(2)}, missed matches: ${missed}`);
    if (matches !== mutual || announced !== mutual) throw new Error(`matches ${matches} and announced ${announced} differ from ${mutual} mutual pairs`);
  } finally {
    await sql.close();
    await site?.stop();
    await database.drop();
  }
};
