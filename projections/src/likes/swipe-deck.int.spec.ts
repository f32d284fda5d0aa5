import { earthPoint, type Gender, type Sexuality } from '@dating/domain';
import { createPgliteSql, PersonalFieldCipher, SqlKeyStore, type SqlExecutor, type SqlPort } from '@dating/platform';
import { blocksProjection } from '../blocks/blocks.projection.js';
import { chatsProjection } from '../chats/chats.projection.js';
import { memberSearchProjection } from '../member-search/member-search.projection.js';
import { likesProjection } from './likes.projection.js';
import { likeSuggestions, swipeDeckOffers } from './likes.queries.js';
import { MEMBER_SEARCH_TABLE } from '../member-search/member-search.projection.js';
import type { SuggestionCandidate } from '../member-search/member-search.queries.js';

const DECK_SIZE = 4;
const now = new Date('2026-11-30T12:00:00.000Z');
const [LEEDS, YORK, OSLO] = [
  { lat: 53.8, lon: -1.55 },
  { lat: 53.96, lon: -1.08 },
  { lat: 59.91, lon: 10.75 },
];

describe('whether the swipe deck offers a member', () => {
  let sql: SqlPort;
  let personalFields: PersonalFieldCipher;
  const viewer = { viewerId: 'viewer', now };

  const member = (memberId: string, town: { lat: number; lon: number } | null, signedUpAt: string, facts: { gender?: string; birthDate?: string } = {}) =>
    sql.query(
      `insert into ${MEMBER_SEARCH_TABLE} (member_id, domain, gender, sexuality, birth_date, lat, lon, position, confirmed, signed_up_at)
       values ($1, 'example.test', $2, 'hetero', $3, $4, $5, cube($6::float8[]), true, $7)`,
      [memberId, facts.gender ?? 'female', facts.birthDate ?? '1992-03-01', town?.lat ?? null, town?.lon ?? null, town ? earthPoint(town) : null, signedUpAt],
    );

  beforeAll(async () => {
    sql = await createPgliteSql();
    const keyStore = new SqlKeyStore(sql, 'swipe-deck-test-secret');
    await keyStore.migrate();
    personalFields = new PersonalFieldCipher(keyStore);
    for (const projection of [memberSearchProjection, blocksProjection, chatsProjection, likesProjection]) await projection.migrate(sql, '');
    await member('viewer', LEEDS, '2026-11-01T00:00:00Z', { gender: 'male', birthDate: '1990-01-01' });
    // Ties on every key of the deck's order: the same town, the same signup instant (then the id decides), no town at all.
    await member('leeds-old', LEEDS, '2026-10-01T00:00:00Z');
    await member('leeds-new-a', LEEDS, '2026-11-20T00:00:00Z');
    await member('leeds-new-b', LEEDS, '2026-11-20T00:00:00Z');
    await member('york-a', YORK, '2026-11-25T00:00:00Z');
    await member('york-b', YORK, '2026-11-02T00:00:00Z');
    await member('oslo', OSLO, '2026-11-29T00:00:00Z');
    await member('nowhere-new', null, '2026-11-28T00:00:00Z');
    await member('nowhere-old', null, '2026-09-01T00:00:00Z');
    // Not dealt at all: liked before, passed before, outside the viewer's ages, the viewer's own gender, unknown.
    await member('liked', LEEDS, '2026-11-21T00:00:00Z');
    await member('passed', LEEDS, '2026-11-21T00:00:00Z');
    await member('too-old', LEEDS, '2026-11-21T00:00:00Z', { birthDate: '1960-01-01' });
    await member('another-man', LEEDS, '2026-11-21T00:00:00Z', { gender: 'male' });
    await sql.query(`insert into rm_likes (liker_id, liked_id, liked_at) values ('viewer', 'liked', now())`);
    await sql.query(`insert into rm_swipe_passes (member_id, passed_id) values ('viewer', 'passed')`);
  });
  afterAll(() => sql.close());

  const everyone = ['leeds-old', 'leeds-new-a', 'leeds-new-b', 'york-a', 'york-b', 'oslo', 'nowhere-new', 'nowhere-old', 'liked', 'passed', 'too-old', 'another-man', 'unknown'];
  /** Each member as a like finds them (`likeTargetOf`); the unknown one as if they were a woman of the viewer's ages. */
  const candidateOf = async (memberId: string): Promise<SuggestionCandidate> => {
    const { rows } = await sql.query<{ gender: Gender; sexuality: Sexuality; birth_date: string }>(
      `select gender, sexuality, birth_date::text as birth_date from ${MEMBER_SEARCH_TABLE} where member_id = $1`,
      [memberId],
    );
    const row = rows[0] ?? { gender: 'female', sexuality: 'hetero', birth_date: '1992-03-01' };
    return { memberId, gender: row.gender, sexuality: row.sexuality, birthDate: row.birth_date };
  };

  it('offers exactly the members of the next cards, in one statement that sorts nothing', async () => {
    const deck = (await likeSuggestions({ sql, personalFields }, viewer, DECK_SIZE)).map((card) => card.id);
    expect(deck).toEqual(['leeds-new-b', 'leeds-new-a', 'leeds-old', 'york-a']);

    const statements: string[] = [];
    const counted: SqlExecutor = { query: (text, params, options) => (statements.push(text), sql.query(text, params, options)) };
    const offered = [];
    for (const memberId of everyone) if (await swipeDeckOffers(counted, viewer, await candidateOf(memberId), DECK_SIZE)) offered.push(memberId);

    expect(offered.sort()).toEqual([...deck].sort());
    const deckStatements = statements.filter((text) => text.includes('as offered'));
    // A woman too old for the viewer and another man are answered from their own rows.
    expect(deckStatements).toHaveLength(everyone.length - 2);
    expect(deckStatements.every((text) => !/order by/i.test(text))).toBe(true);
  });

  it('asks no statement of a member whose gender, sexuality or age the deck does not deal, even one at the top of the deck', async () => {
    const top = await candidateOf('leeds-new-b');
    const statements: string[] = [];
    const counted: SqlExecutor = { query: (text, params, options) => (statements.push(text), sql.query(text, params, options)) };
    const offers = (candidate: SuggestionCandidate) => swipeDeckOffers(counted, viewer, candidate, DECK_SIZE);

    expect(await offers(top)).toBe(true);
    expect(await offers({ ...top, gender: 'male' })).toBe(false);
    expect(await offers({ ...top, sexuality: 'lesbian' })).toBe(false);
    expect(await offers({ ...top, birthDate: '1960-01-01' })).toBe(false);
    expect(await offers({ ...top, birthDate: null })).toBe(false);
    expect(statements.filter((text) => text.includes('as offered'))).toHaveLength(1);
  });

  it('ranks members with no town after every member with one, and among them the newest first', async () => {
    const wholeDeck = (await likeSuggestions({ sql, personalFields }, viewer, 100)).map((card) => card.id);
    expect(wholeDeck.slice(-3)).toEqual(['oslo', 'nowhere-new', 'nowhere-old']);
    for (const [index, memberId] of wholeDeck.entries()) {
      const candidate = await candidateOf(memberId);
      expect([memberId, await swipeDeckOffers(sql, viewer, candidate, index + 1), await swipeDeckOffers(sql, viewer, candidate, index)]).toEqual([memberId, true, false]);
    }
  });
});
