import { randomUUID } from 'node:crypto';
import { likePairStreamId, SWIPE_LIKES_PER_DAY, type AutoLikeView, type LikeResult, type LikesView, type ProfileCard, type SwipeGameView, type SwipeResult } from '@dating/domain';
import { demoAnswersLike, likesDueForDemoReply } from '@dating/projections';
import { likeBackDue } from '@dating/workers';
import { eventually } from '@dating/platform/testing';
import { deleteAccount } from '../account-deletion/account-deletion.e2e-fixtures.js';
import { DemoSeed } from '../demo/demo-seed.js';
import { confirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

const profile = (gender: 'male' | 'female', country = 'NL') => ({
  details: { gender, sexuality: 'hetero' },
  location: country === 'NL' ? { country, region: 'Utrecht', city: 'Utrecht' } : { country, region: 'Uusimaa', city: 'Helsinki' },
});

const likes = async (member: TestMember) => (await member.client.json<LikesView>('GET', '/api/likes.php')).body;
/**
 * The likes of a member who did not make the change: their page hears of it on its live stream once the likes read
 * model holds it (a like answers without waiting for it), so they read until it shows.
 */
const likesOnceTold = async (member: TestMember, shows: (view: LikesView) => boolean): Promise<LikesView> => {
  let view: LikesView | undefined;
  await eventually(async () => shows((view = await likes(member))), 'the likes read model to hold the other member’s change');
  return view!;
};
const like = (member: TestMember, other: { id: string }) => member.client.json<LikeResult & { code?: string }>('POST', '/api/like.php', { member_id: other.id });
const unlike = (member: TestMember, other: { id: string }) => member.client.json('DELETE', `/api/like.php?member_id=${other.id}`);
const seen = (member: TestMember, liker: { id: string }) => member.client.json('POST', '/api/like-seen.php', { member_id: liker.id });
const swipe = (member: TestMember, other: { id: string }, choice: 'like' | 'pass') =>
  member.client.json<SwipeResult & { code?: string; params?: { next_like_at: string } }>('POST', '/api/swipe.php', { member_id: other.id, choice });
const swipeGame = async (member: TestMember) => (await member.client.json<SwipeGameView>('GET', '/api/swipe-game.php')).body;

describeWithServices('Likes, matches and the swipe game over HTTP (PostgreSQL, Redis)', () => {
  let site: TestSite;
  const woman = (name: string, country?: string) => confirmedMember(site, name, profile('female', country));
  const man = (name: string, country?: string) => confirmedMember(site, name, profile('male', country));

  beforeAll(async () => {
    site = await startTestSite();
  }, 60_000);
  afterAll(() => site?.stop());

  describe('liking', () => {
    it('shows a like to both members, new to the liked one until they open the liker’s profile', async () => {
      const [anna, bert] = await Promise.all([woman('Anna'), man('Bert')]);
      expect(await like(anna, bert)).toEqual({ status: 201, body: { liked: true, match: false } });
      expect(await likes(anna)).toMatchObject({ profiles: [{ id: bert.id, name: 'Bert', city: 'Utrecht', liked_at: expect.any(String) }], liked_by: [], matches: [] });
      expect((await likesOnceTold(bert, (view) => view.liked_by.length > 0)).liked_by).toEqual([{ id: anna.id, like_new: true, liked_at: expect.any(String), profile: expect.objectContaining({ id: anna.id, name: 'Anna' }) }]);
      expect(await seen(bert, anna)).toEqual({ status: 200, body: { seen: true } });
      expect((await likes(bert)).liked_by).toMatchObject([{ id: anna.id, like_new: false }]);
      // A second like keeps the first one's time and does not make it new again.
      expect(await like(anna, bert)).toEqual({ status: 201, body: { liked: true, match: false } });
      expect((await likes(bert)).liked_by).toMatchObject([{ id: anna.id, like_new: false }]);
    });

    it('makes a match when the like is returned, shown on both sides, and an unlike ends it', async () => {
      const [cora, dirk] = await Promise.all([woman('Cora'), man('Dirk')]);
      expect((await like(cora, dirk)).body.match).toBe(false);
      expect((await like(dirk, cora)).body.match).toBe(true);
      expect((await likesOnceTold(cora, (view) => view.matches.length > 0)).matches).toEqual([{ id: dirk.id, matched_at: expect.any(String) }]);
      expect((await likes(dirk)).matches).toEqual([{ id: cora.id, matched_at: expect.any(String) }]);
      expect(await unlike(dirk, cora)).toEqual({ status: 200, body: { liked: false } });
      expect(await likesOnceTold(cora, (view) => view.matches.length === 0)).toMatchObject({ profiles: [{ id: dirk.id }], liked_by: [], matches: [] });
      expect(await likes(dirk)).toMatchObject({ profiles: [], liked_by: [{ id: cora.id }], matches: [] });
      // Unliking again, or someone never liked, changes nothing.
      expect(await unlike(dirk, cora)).toEqual({ status: 200, body: { liked: false } });
    });

    it('keeps deciding from a snapshot and a short tail however often a pair likes and unlikes', async () => {
      const [gina, hugo] = await Promise.all([woman('Gina'), man('Hugo')]);
      for (let round = 0; round < 15; round += 1) {
        await like(gina, hugo);
        await unlike(gina, hugo);
      }
      await like(hugo, gina);
      expect((await like(gina, hugo)).body.match).toBe(true);
      const { rows } = await site.infrastructure.sql.query<{ version: number }>('select version from es_snapshots where stream_id = $1', [likePairStreamId(gina.id, hugo.id)]);
      expect(rows[0]?.version).toBeGreaterThanOrEqual(20);
      expect((await likesOnceTold(hugo, (view) => view.matches.length > 0)).matches).toEqual([{ id: gina.id, matched_at: expect.any(String) }]);
    });

    it('lists received likes new first', async () => {
      const [eva, frank, gijs, henk] = await Promise.all([woman('Eva'), man('Frank'), man('Gijs'), man('Henk')]);
      for (const liker of [frank, gijs, henk]) await like(liker, eva);
      await seen(eva, henk);
      expect((await likes(eva)).liked_by.map((entry) => [entry.id, entry.like_new])).toEqual([
        [gijs.id, true],
        [frank.id, true],
        [henk.id, false],
      ]);
    });

    it('makes exactly one match when two members like each other at the same moment', async () => {
      const pairs = await Promise.all(Array.from({ length: 8 }, async (_, index) => Promise.all([woman(`Ilse ${index}`), man(`Joop ${index}`)])));
      const answers = await Promise.all(pairs.map(([ilse, joop]) => Promise.all([like(ilse, joop), like(joop, ilse)])));
      for (const [first, second] of answers) {
        expect([first.status, second.status]).toEqual([201, 201]);
        expect([first.body.match, second.body.match].filter(Boolean)).toHaveLength(1);
      }
      for (const [ilse, joop] of pairs) expect((await likesOnceTold(ilse, (view) => view.matches.length > 0)).matches).toEqual([{ id: joop.id, matched_at: expect.any(String) }]);
    });
  });

  describe('blocks and deletions', () => {
    it('refuses likes across a block both ways and hides the likes there were, until the block is lifted', async () => {
      const [karin, lars, mila] = await Promise.all([woman('Karin'), man('Lars'), woman('Mila')]);
      await like(karin, lars);
      await like(lars, karin);
      await like(lars, mila);
      expect(await karin.client.json('POST', '/api/block.php', { member_id: lars.id })).toMatchObject({ status: 201 });
      expect(await like(lars, karin)).toMatchObject({ status: 403, body: { code: 'BLOCK.BLOCKED_BY_MEMBER' } });
      expect(await like(karin, lars)).toMatchObject({ status: 409, body: { code: 'LIKE.MEMBER_BLOCKED' } });
      expect(await swipe(lars, karin, 'like')).toMatchObject({ status: 403, body: { code: 'BLOCK.BLOCKED_BY_MEMBER' } });
      expect(await likes(karin)).toEqual({ profiles: [], liked_by: [], matches: [] });
      expect(await likes(lars)).toMatchObject({ profiles: [{ id: mila.id }], liked_by: [], matches: [] });
      await karin.client.json('DELETE', `/api/block.php?member_id=${lars.id}`);
      expect(await likes(karin)).toMatchObject({ profiles: [{ id: lars.id }], liked_by: [{ id: lars.id }], matches: [{ id: lars.id }] });
    });

    it('lets the likes of a member waiting for deletion disappear, and refuses new ones', async () => {
      const [nina, otto] = await Promise.all([woman('Nina'), man('Otto')]);
      await like(nina, otto);
      await like(otto, nina);
      expect(await deleteAccount(otto.client)).toMatchObject({ status: 200 });
      await eventually(async () => JSON.stringify(await likes(nina)) === JSON.stringify({ profiles: [], liked_by: [], matches: [] }), "Otto's likes to disappear");
      expect(await like(nina, otto)).toMatchObject({ status: 404, body: { code: 'MEMBER.NOT_FOUND' } });
    });
  });

  describe('bad input', () => {
    it('answers every bad like with a code, and never a 500', async () => {
      const pia = await woman('Pia');
      expect(await like(pia, pia)).toMatchObject({ status: 400, body: { code: 'LIKE.SELF' } });
      expect(await like(pia, { id: randomUUID() })).toMatchObject({ status: 404, body: { code: 'MEMBER.NOT_FOUND' } });
      expect(await like(pia, { id: 'not-a-uuid' })).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
      expect(await pia.client.json('POST', '/api/like.php', { member_id: randomUUID(), extra: 1 })).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
      expect(await pia.client.json('POST', '/api/like.php', ['x'])).toMatchObject({ status: 400 });
      expect(await pia.client.json('DELETE', '/api/like.php?member_id=1%27%20or%201=1')).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
      expect(await seen(pia, pia)).toMatchObject({ status: 400, body: { code: 'LIKE.SELF' } });
      expect(await pia.client.json('POST', '/api/swipe.php', { member_id: randomUUID(), choice: 'superlike' })).toMatchObject({ status: 400 });
      expect(await swipe(pia, { id: randomUUID() }, 'like')).toMatchObject({ status: 404, body: { code: 'MEMBER.NOT_FOUND' } });
    });

    it('needs a session for every call, and a same-origin page for the ones that change something', async () => {
      const visitor = new HttpClient(site.url);
      for (const [method, path] of [
        ['GET', '/api/likes.php'],
        ['GET', '/api/auto-like.php'],
        ['GET', '/api/swipe-game.php'],
        ['GET', '/api/signup-matches.php'],
        ['POST', '/api/like.php'],
        ['POST', '/api/swipe.php'],
      ] as const) {
        expect(await visitor.json(method, path, method === 'POST' ? { member_id: randomUUID() } : undefined)).toMatchObject({
          status: 403,
          body: { code: 'AUTH.AUTHENTICATION_REQUIRED' },
        });
      }
      const quinn = await woman('Quinn');
      const rob = await man('Rob');
      expect(await quinn.client.json('POST', '/api/like.php', { member_id: rob.id }, { origin: 'https://elsewhere.example' })).toMatchObject({
        status: 403,
        body: { code: 'REQUEST.CROSS_SITE' },
      });
      expect((await likes(rob)).liked_by).toEqual([]);
    });
  });

  describe('the swipe game', () => {
    it('deals compatible members not liked or passed yet, gives four likes a day, then says when the next one comes', async () => {
      const sara = await man('Sara', 'FI');
      const women = await Promise.all(Array.from({ length: SWIPE_LIKES_PER_DAY + 2 }, (_, index) => woman(`Tiina ${index}`, 'FI')));
      const dealt = await swipeGame(sara);
      expect(dealt).toMatchObject({ likes_left: SWIPE_LIKES_PER_DAY, next_like_at: null });
      expect(dealt.cards.map((card) => card.id)).toEqual(expect.arrayContaining(women.map((member) => member.id)));
      expect(dealt.cards.every((card) => Array.isArray(card.interests))).toBe(true);
      for (const [index, member] of women.slice(0, SWIPE_LIKES_PER_DAY).entries()) {
        expect(await swipe(sara, member, 'like')).toEqual({ status: 200, body: { likes_left: SWIPE_LIKES_PER_DAY - index - 1, next_like_at: index === SWIPE_LIKES_PER_DAY - 1 ? expect.any(String) : null, match: false } });
      }
      // A retried swipe of a member already liked uses nothing.
      expect(await swipe(sara, women[0]!, 'like')).toMatchObject({ status: 200, body: { likes_left: 0 } });
      const refused = await swipe(sara, women[SWIPE_LIKES_PER_DAY]!, 'like');
      expect(refused).toMatchObject({ status: 429, body: { code: 'SWIPE.NO_LIKES_LEFT', params: { next_like_at: expect.any(String) } } });
      // The next UTC day, wherever the member lives.
      const next = new Date(refused.body.params!.next_like_at);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      expect(next.toISOString()).toMatch(/T00:00:00\.000Z$/);
      expect(await swipe(sara, women[SWIPE_LIKES_PER_DAY]!, 'pass')).toMatchObject({ status: 200, body: { likes_left: 0, match: false } });
      const after = await swipeGame(sara);
      expect(after.likes_left).toBe(0);
      expect(after.cards.map((card) => card.id)).not.toEqual(expect.arrayContaining([women[0]!.id]));
      expect(after.cards.map((card) => card.id)).not.toContain(women[SWIPE_LIKES_PER_DAY]!.id);
      expect(after.cards.map((card) => card.id)).toContain(women[SWIPE_LIKES_PER_DAY + 1]!.id);
      expect((await likes(sara)).profiles).toHaveLength(SWIPE_LIKES_PER_DAY);
    });

    it('deals only members of the ages the member looks for (five years either side of their own) and whom they may see', async () => {
      const born = (age: number) => `${new Date().getUTCFullYear() - age - 1}-01-01`;
      const olli = await confirmedMember(site, 'Olli', profile('male', 'FI'), born(34));
      const [peer, senior, young, hidden] = await Promise.all(
        [['Pia', 37], ['Ritva', 70], ['Sanni', 21], ['Taru', 35]].map(([name, age]) => confirmedMember(site, name as string, profile('female', 'FI'), born(age as number))),
      );
      expect((await hidden!.client.json('PUT', '/api/invisible.php', { invisible: true })).status).toBe(200);
      const dealt = (await swipeGame(olli)).cards.map((card) => card.id);
      expect(dealt).toContain(peer!.id);
      expect(dealt).not.toContain(senior!.id);
      expect(dealt).not.toContain(young!.id);
      expect(dealt).not.toContain(hidden!.id);
      const suggested = (await olli.client.json<{ results: ProfileCard[] }>('GET', '/api/signup-matches.php')).body.results.map((card) => card.id);
      expect(suggested).toContain(peer!.id);
      expect(suggested).not.toContain(senior!.id);
    });

    it('gives no more likes to a member who moves to a country whose day has already begun', async () => {
      // 22:30 UTC: still today in the Netherlands, already tomorrow in Finland.
      const lateEvening = new Date();
      lateEvening.setUTCHours(22, 30, 0, 0);
      site.clock.setOffset(lateEvening.getTime() - Date.now());
      try {
        const jan = await man('Jan');
        const women = await Promise.all(Array.from({ length: SWIPE_LIKES_PER_DAY + 1 }, (_, index) => woman(`Anouk ${index}`)));
        for (const member of women.slice(0, SWIPE_LIKES_PER_DAY)) expect((await swipe(jan, member, 'like')).status).toBe(200);
        expect((await jan.client.json('PUT', '/api/my-profile.php', { location: profile('male', 'FI').location })).status).toBe(200);
        expect(await swipe(jan, women[SWIPE_LIKES_PER_DAY]!, 'like')).toMatchObject({ status: 429, body: { code: 'SWIPE.NO_LIKES_LEFT' } });
        expect((await swipeGame(jan)).likes_left).toBe(0);
      } finally {
        site.clock.reset();
      }
    });

    it('counts a like given on the profile of a card the swipe deck offers against the same four a day', async () => {
      const kees = await man('Kees');
      await Promise.all(Array.from({ length: SWIPE_LIKES_PER_DAY + 1 }, (_, index) => woman(`Femke ${index}`)));
      const deck = (await swipeGame(kees)).cards;
      expect(deck.length).toBeGreaterThan(SWIPE_LIKES_PER_DAY);
      for (const card of deck.slice(0, SWIPE_LIKES_PER_DAY)) expect((await like(kees, card)).status).toBe(201);
      expect(await like(kees, deck[SWIPE_LIKES_PER_DAY]!)).toMatchObject({ status: 429, body: { code: 'SWIPE.NO_LIKES_LEFT' } });
      expect((await swipeGame(kees)).likes_left).toBe(0);
      expect((await likes(kees)).profiles).toHaveLength(SWIPE_LIKES_PER_DAY);
    });

    it('lets exactly four of many simultaneous swipes through', async () => {
      const ulla = await woman('Ulla', 'FI');
      const men = await Promise.all(Array.from({ length: 10 }, (_, index) => man(`Veikko ${index}`, 'FI')));
      const answers = await Promise.all(men.map((member) => swipe(ulla, member, 'like')));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SWIPE_LIKES_PER_DAY);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(men.length - SWIPE_LIKES_PER_DAY);
      expect((await likes(ulla)).profiles).toHaveLength(SWIPE_LIKES_PER_DAY);
    });

    it('suggests members for the signup matches without those already liked', async () => {
      const wim = await man('Wim', 'FI');
      const xenia = await woman('Xenia', 'FI');
      const suggested = async () => (await wim.client.json<{ results: ProfileCard[] }>('GET', '/api/signup-matches.php')).body.results.map((card) => card.id);
      expect(await suggested()).toContain(xenia.id);
      await like(wim, xenia);
      expect(await suggested()).not.toContain(xenia.id);
    });
  });
});

describeWithServices('Likes from the demo members of the embedded default (PostgreSQL, Redis)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({}, { seed: (infrastructure) => new DemoSeed(infrastructure).run({ members: 16, now: new Date() }).then(() => undefined) });
  }, 120_000);
  afterAll(() => site?.stop());

  const demoMembers = async (member: TestMember) =>
    (await member.client.json<{ results: ProfileCard[] }>('GET', '/api/search.php')).body.results.filter((card) => card.fictional);

  it('shows the like modal’s member: a site-run member who likes the caller, never twice the same', async () => {
    const yara = await confirmedMember(site, 'Yara', { details: { gender: 'female', sexuality: 'bi' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } });
    const first = (await yara.client.json<AutoLikeView>('GET', '/api/auto-like.php')).body.profile;
    expect(first).toEqual({ id: expect.any(String), name: expect.any(String), main_image: expect.objectContaining({}) });
    const second = (await yara.client.json<AutoLikeView>('GET', '/api/auto-like.php')).body.profile;
    expect(second?.id).not.toBe(first!.id);
    const received = (await likes(yara)).liked_by;
    expect(received.map((entry) => entry.id)).toEqual(expect.arrayContaining([first!.id, second!.id]));
    expect(received.every((entry) => entry.profile.fictional)).toBe(true);
  });

  it('lets demo members like back two in three of the members who liked them, after the delay', async () => {
    const zeno = await confirmedMember(site, 'Zeno', { details: { gender: 'male', sexuality: 'bi' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } });
    // Cards of Zeno's swipe deck among them take the day's four swipe likes; past those, a like is refused.
    const liked: { id: string }[] = [];
    for (const member of await demoMembers(zeno)) if ((await like(zeno, member)).status === 201) liked.push(member);
    expect(liked.length).toBeGreaterThan(3);
    // A like answers before the likes read model holds it; the sweep reads that read model, Zeno's own reads wait for it.
    expect((await likes(zeno)).profiles).toHaveLength(liked.length);
    const sweep = (delaySeconds: number) =>
      likeBackDue({
        eventStore: site.infrastructure.eventStore,
        snapshots: site.infrastructure.snapshots,
        findDue: (before, limit) => likesDueForDemoReply(site.infrastructure.sql, before, limit),
        delaySeconds,
        now: () => new Date(),
        logError: (message) => {
          throw new Error(message);
        },
      });
    expect(await sweep(3600)).toBe(0);
    const likedBack = await sweep(0);
    // The pairs picked are the pairs' own draw: with random ids all of a few may be picked, so count the draw itself.
    const { rows } = await site.infrastructure.sql.query<{ picked: number }>(
      `select count(*)::int as picked from unnest($2::text[]) as demo(id) where ${demoAnswersLike('$1', 'demo.id')}`,
      [zeno.id, liked.map((member) => member.id)],
    );
    expect(likedBack).toBe(rows[0]!.picked);
    await eventually(async () => (await likes(zeno)).matches.length === likedBack, 'the matches of the likes back');
    // The next round finds nothing left to answer.
    expect(await sweep(0)).toBe(0);
  });
});
