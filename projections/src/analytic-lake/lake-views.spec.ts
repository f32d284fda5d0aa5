import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lakeRowOf } from '@dating/domain';
import { lakeInsights } from './insights.queries.js';
import { LakeAnalysis } from './lake-analysis.js';
import { ParquetBatchWriter } from './parquet-batch-writer.js';

interface FixtureEvent {
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly recordedAt: string;
}

// Monday 2 November 2026 and the days after it.
const day = (offset: number, hour = 12) => new Date(Date.UTC(2026, 10, 2 + offset, hour)).toISOString();

const adnet = Array.from({ length: 12 }, (_, index) => `adnet-${index}`);
const social = Array.from({ length: 4 }, (_, index) => `social-${index}`);

const signup = (memberId: string, network: string): FixtureEvent => ({
  type: 'MemberSignedUp',
  recordedAt: day(0),
  data: {
    memberId, language: 'en', domain: 'flirt.example', country: network === 'adnet' ? 'GB' : 'IE', tracking: { network }, dateOfBirth: '1990-01-01',
    ...(network === 'adnet' ? { niche: 'milf' } : {}),
  },
});
const happened = (type: string, data: Record<string, unknown>, offset = 1, hour = 12): FixtureEvent => ({ type, data, recordedAt: day(offset, hour) });
const completedOrder = (memberId: string, orderId: string, offset: number): FixtureEvent[] => [
  happened('OrderPlaced', { memberId, orderId, amount: 1_000, currency: 'EUR', method: 'ideal', bundleId: 2, credits: 100 }, offset, 10),
  happened('OrderCompleted', { memberId, orderId, credits: 100 }, offset, 11),
];

/**
 * A log whose figures are counted by hand in the tests below. Week of 2 November: 12 members from `adnet`, 4 from `social`.
 * adnet: all 12 activate, 10 complete their profile (details and photo), 11 like, 10 match (5 pairs), 10 message and buy
 * once, 3 of them twice (the second in the week after). social: 3 activate, 2 like, 1 messages.
 */
const FIXTURE: readonly FixtureEvent[] = [
  ...adnet.map((member) => signup(member, 'adnet')),
  ...social.map((member) => signup(member, 'social')),
  ...adnet.map((memberId) => happened('MemberConfirmed', { memberId })),
  ...social.slice(0, 3).map((memberId) => happened('MemberConfirmed', { memberId })),
  ...adnet.slice(0, 10).flatMap((memberId) => [happened('ProfileDetailsChanged', { memberId, details: { gender: 'male', sexuality: 'hetero' } }), happened('PhotoUploaded', { memberId, photoId: `photo-${memberId}` })]),
  // The 11th only describes themself: a profile without a photo is not complete.
  happened('ProfileDetailsChanged', { memberId: adnet[10], details: { gender: 'female', sexuality: 'hetero' } }),
  ...adnet.slice(0, 11).map((likerId, index) => happened('MemberLiked', { likerId, likedId: adnet[(index + 1) % 12], source: 'profile' }, 2)),
  ...social.slice(0, 2).map((likerId) => happened('MemberLiked', { likerId, likedId: adnet[0], source: 'swipe' }, 2)),
  ...[0, 2, 4, 6, 8].map((index) => happened('MatchMade', { memberIds: [adnet[index], adnet[index + 1]] }, 3)),
  // Members 0–9 each write to the next; 1, 3, 5 and 7 write back to the one before, one hour, two, three and four hours later.
  ...adnet.slice(0, 10).map((senderId, index) => happened('MessageSent', { senderId, recipientId: adnet[index + 1], kind: 'text', credits: 5 }, 3, 10)),
  ...[1, 3, 5, 7].map((index) => happened('MessageSent', { senderId: adnet[index], recipientId: adnet[index - 1], kind: 'text', credits: 5 }, 3, 10 + (index + 1) / 2)),
  happened('MessageSent', { senderId: social[0], recipientId: adnet[0], kind: 'text', credits: 5 }, 3, 9),
  ...adnet.slice(0, 10).flatMap((memberId) => completedOrder(memberId, `order-1-${memberId}`, 4)),
  ...adnet.slice(0, 3).flatMap((memberId) => completedOrder(memberId, `order-2-${memberId}`, 8)),
  happened('OrderReversed', { memberId: adnet[0], orderId: `order-1-${adnet[0]}`, kind: 'refund', reversedCents: 1_000, credits: 100 }, 5),
];

describe('the ready views of the analytic lake', () => {
  let lakeDir: string;
  let analysis: LakeAnalysis;

  beforeAll(async () => {
    lakeDir = await mkdtemp(join(tmpdir(), 'lake-views-'));
    const writer = await ParquetBatchWriter.open();
    // Written in two batches, as the lake grows: the views read every file.
    const rows = FIXTURE.map((event) => lakeRowOf(event, (memberId, of) => (of === undefined ? memberId : `${memberId}/${of}`)));
    await writer.write(rows.slice(0, 40), lakeDir);
    await writer.write(rows.slice(40), lakeDir);
    writer.close();
    analysis = await LakeAnalysis.open(lakeDir);
  });
  afterAll(async () => {
    analysis.close();
    await rm(lakeDir, { recursive: true, force: true });
  });

  const rowsOf = async (sql: string) => {
    const { columns, rows } = await analysis.query(sql);
    return rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])));
  };

  it('counts the funnel by hand’s numbers, and suppresses every step fewer than 10 members reached', async () => {
    const funnel = await rowsOf(
      `select value, signed_up, activated, completed_profile, liked, matched, messaged, purchased, purchased_twice from funnel
       where week = '2026-11-02' and breakdown in ('all', 'network') order by breakdown, value`,
    );
    expect(funnel).toEqual([
      { value: 'all', signed_up: '16', activated: '15', completed_profile: '10', liked: '13', matched: '10', messaged: '11', purchased: '10', purchased_twice: null },
      { value: 'adnet', signed_up: '12', activated: '12', completed_profile: '10', liked: '11', matched: '10', messaged: '10', purchased: '10', purchased_twice: null },
      { value: 'social', signed_up: null, activated: null, completed_profile: null, liked: null, matched: null, messaged: null, purchased: null, purchased_twice: null },
    ]);
  });

  it('breaks the funnel down by site, niche, country, age band and audience too', async () => {
    expect(await rowsOf(`select breakdown, value, signed_up from funnel where breakdown in ('site', 'niche', 'country', 'age_band', 'audience') order by breakdown, value`)).toEqual([
      { breakdown: 'age_band', value: '35-44', signed_up: '16' },
      { breakdown: 'audience', value: 'real', signed_up: '16' },
      { breakdown: 'country', value: 'GB', signed_up: '12' },
      { breakdown: 'country', value: 'IE', signed_up: null },
      // Signups from before the niche was recorded have none.
      { breakdown: 'niche', value: '(none)', signed_up: null },
      { breakdown: 'niche', value: 'milf', signed_up: '12' },
      { breakdown: 'site', value: 'flirt.example', signed_up: '16' },
    ]);
  });

  it('keeps weekly retention only where at least 10 members stand behind a cell', async () => {
    expect(await rowsOf('select cohort_week, cohort_size, weeks_after, active_members, retained_share from weekly_retention order by weeks_after')).toEqual([
      { cohort_week: '2026-11-02', cohort_size: '16', weeks_after: '0', active_members: '16', retained_share: 1 },
      { cohort_week: '2026-11-02', cohort_size: '16', weeks_after: '1', active_members: null, retained_share: null },
    ]);
  });

  it('sums revenue per day from the orders’ placing, and hides a refund fewer than 10 members had', async () => {
    expect(
      await rowsOf(`select day, currency, breakdown, value, payers, orders, revenue_cents, refunded_cents from revenue_per_day where breakdown in ('all', 'method') order by day, breakdown`),
    ).toEqual([
      { day: '2026-11-06', currency: 'EUR', breakdown: 'all', value: 'all', payers: '10', orders: '10', revenue_cents: '10000', refunded_cents: null },
      { day: '2026-11-06', currency: 'EUR', breakdown: 'method', value: 'ideal', payers: '10', orders: '10', revenue_cents: '10000', refunded_cents: null },
      { day: '2026-11-07', currency: 'EUR', breakdown: 'all', value: 'all', payers: null, orders: null, revenue_cents: null, refunded_cents: null },
      { day: '2026-11-07', currency: 'EUR', breakdown: 'method', value: 'ideal', payers: null, orders: null, revenue_cents: null, refunded_cents: null },
      { day: '2026-11-10', currency: 'EUR', breakdown: 'all', value: 'all', payers: null, orders: null, revenue_cents: null, refunded_cents: null },
      { day: '2026-11-10', currency: 'EUR', breakdown: 'method', value: 'ideal', payers: null, orders: null, revenue_cents: null, refunded_cents: null },
    ]);
  });

  it('counts messages, conversations started, the reply rate and the time to a first reply', async () => {
    expect(await rowsOf(`select day, messages, senders, conversations_started, reply_rate, median_minutes_to_reply from messages_per_day order by day`)).toEqual([
      // 15 messages by 11 senders; 11 conversations (0→1 … 9→10, and social-0→0), of which 4 answered (0–1, 2–3, 4–5, 6–7).
      { day: '2026-11-05', messages: '15', senders: '11', conversations_started: '11', reply_rate: 0.364, median_minutes_to_reply: null },
    ]);
  });

  it('gives the insights page the same figures, narrowed by the days and the members’ country, and offers only values of 10 members or more', async () => {
    const november = await lakeInsights(analysis, { from: '2026-11-01', to: '2026-11-30' });
    expect(november.funnel).toEqual({ signed_up: 16, activated: 15, completed_profile: 10, liked: 13, matched: 10, messaged: 11, purchased: 10, purchased_twice: null });
    expect(november.funnel_by.network.map(({ value, signed_up }) => ({ value, signed_up }))).toEqual([
      { value: 'adnet', signed_up: 12 },
      { value: 'social', signed_up: null },
    ]);
    expect(november.funnel_by.week).toEqual([expect.objectContaining({ value: '2026-11-02', signed_up: 16 })]);
    expect(november.retention).toEqual([{ week: '2026-11-02', members: 16, retained: [1, null] }]);
    expect(november.revenue[0]).toEqual({ day: '2026-11-06', currency: 'EUR', orders: 10, revenue_cents: 10_000, refunded_cents: null, charged_back_cents: null });
    expect(november.revenue_by.method).toEqual([{ value: 'ideal', currency: 'EUR', revenue_cents: 13_000 }]);
    expect(november.messaging).toEqual([
      { day: '2026-11-05', messages: 15, credits_spent: null, conversations_started: 11, reply_rate: 0.364, median_minutes_to_reply: null },
    ]);
    expect(november.choices).toEqual({ sites: ['flirt.example'], countries: ['GB'], languages: ['en'] });

    const ireland = await lakeInsights(analysis, { from: '2026-11-01', to: '2026-11-30', country: 'IE' });
    expect(Object.values(ireland.funnel).every((count) => count === null)).toBe(true);
    expect(ireland.revenue).toEqual([]);

    const before = await lakeInsights(analysis, { from: '2026-10-01', to: '2026-10-31' });
    expect(before.funnel.signed_up).toBeNull();
    expect(before.retention).toEqual([]);
  });
});
