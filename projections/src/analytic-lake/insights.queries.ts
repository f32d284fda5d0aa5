import {
  FUNNEL_BREAKDOWNS,
  FUNNEL_STEPS,
  INSIGHTS_MIN_MEMBERS,
  type FunnelCounts,
  type FunnelRow,
  type InsightsQuery,
  type InsightsView,
  type MessagingDay,
  type ModerationDay,
  type RetentionCohort,
  type RevenueDay,
  type RevenueShare,
} from '@dating/domain';
import type { LakeAnalysis } from './lake-analysis.js';

type Row = Readonly<Record<string, unknown>>;

// Every macro of the ready views takes the page's filters in this order (see lake-views.ts).
const FILTERED = '($from::date, $to::date, $site::varchar, $country::varchar, $language::varchar)';

const rowsOf = async (analysis: LakeAnalysis, sql: string, query?: InsightsQuery): Promise<Row[]> => {
  const params = query && { from: query.from, to: query.to, site: query.site ?? null, country: query.country ?? null, language: query.language ?? null };
  const { columns, rows } = await analysis.query(sql, params);
  return rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])));
};

/** DuckDB gives big integers as text: a figure as a number, a suppressed one as null. */
const figure = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown): string | null => (value === null || value === undefined || value === '(none)' ? null : String(value));

const funnelCounts = (row: Row | undefined): FunnelCounts =>
  Object.fromEntries(FUNNEL_STEPS.map((step) => [step, figure(row?.[step])])) as unknown as FunnelCounts;

const funnelOf = async (analysis: LakeAnalysis, query: InsightsQuery): Promise<Pick<InsightsView, 'funnel' | 'funnel_by'>> => {
  const rows = await rowsOf(analysis, `select * from funnel_in${FILTERED}`, query);
  const rowsBy = (breakdown: string): FunnelRow[] =>
    rows
      .filter((row) => row.breakdown === breakdown)
      .map((row) => ({ value: text(row.value), ...funnelCounts(row) }))
      // Weeks in order; the rest biggest first, the suppressed last.
      .sort((a, b) => (breakdown === 'week' ? String(a.value).localeCompare(String(b.value)) : (b.signed_up ?? -1) - (a.signed_up ?? -1) || String(a.value).localeCompare(String(b.value))));
  return {
    funnel: funnelCounts(rows.find((row) => row.breakdown === 'all')),
    funnel_by: Object.fromEntries(FUNNEL_BREAKDOWNS.map((breakdown) => [breakdown, rowsBy(breakdown)])) as unknown as InsightsView['funnel_by'],
  };
};

const retentionOf = async (analysis: LakeAnalysis, query: InsightsQuery): Promise<RetentionCohort[]> => {
  const rows = await rowsOf(analysis, `select cohort_week::varchar as week, cohort_size, weeks_after, retained_share from retention_in${FILTERED} order by week, weeks_after`, query);
  const cohorts = new Map<string, { members: number | null; retained: (number | null)[] }>();
  for (const row of rows) {
    const cohort = cohorts.get(String(row.week)) ?? { members: figure(row.cohort_size), retained: [] };
    // A week in which nobody of the cohort did anything has no row: it reads as suppressed, as any count under 10 does.
    cohort.retained[Number(row.weeks_after)] = figure(row.retained_share);
    cohorts.set(String(row.week), cohort);
  }
  return [...cohorts].map(([week, { members, retained }]) => ({ week, members, retained: Array.from(retained, (share) => share ?? null) }));
};

const revenueOf = async (analysis: LakeAnalysis, query: InsightsQuery): Promise<Pick<InsightsView, 'revenue' | 'revenue_by'>> => {
  const days = await rowsOf(
    analysis,
    `select day::varchar as day, currency, orders, revenue_cents, refunded_cents, charged_back_cents from revenue_in${FILTERED} where breakdown = 'all' order by day, currency`,
    query,
  );
  const totals = await rowsOf(
    analysis,
    `select breakdown, value, currency, revenue_cents from revenue_totals_in${FILTERED} where breakdown <> 'all' order by revenue_cents desc nulls last, value`,
    query,
  );
  const revenue: RevenueDay[] = days.map((row) => ({
    day: String(row.day),
    currency: String(row.currency),
    orders: figure(row.orders),
    revenue_cents: figure(row.revenue_cents),
    refunded_cents: figure(row.refunded_cents),
    charged_back_cents: figure(row.charged_back_cents),
  }));
  const sharesBy = (breakdown: string): RevenueShare[] =>
    totals.filter((row) => row.breakdown === breakdown).map((row) => ({ value: text(row.value), currency: String(row.currency), revenue_cents: figure(row.revenue_cents) }));
  return { revenue, revenue_by: { country: sharesBy('country'), method: sharesBy('method'), bundle: sharesBy('bundle') } };
};

const messagingOf = async (analysis: LakeAnalysis, query: InsightsQuery): Promise<MessagingDay[]> =>
  (await rowsOf(analysis, `select day::varchar as day, * exclude (day) from messaging_in${FILTERED} order by day`, query)).map((row) => ({
    day: String(row.day),
    messages: figure(row.messages),
    credits_spent: figure(row.credits_spent),
    conversations_started: figure(row.conversations_started),
    reply_rate: figure(row.reply_rate),
    median_minutes_to_reply: figure(row.median_minutes_to_reply),
  }));

const moderationOf = async (analysis: LakeAnalysis, query: InsightsQuery): Promise<ModerationDay[]> =>
  (await rowsOf(analysis, `select day::varchar as day, * exclude (day) from moderation_in${FILTERED} order by day`, query)).map((row) => ({
    day: String(row.day),
    reported_members: figure(row.reported_members),
    banned_members: figure(row.banned_members),
    members_with_photos_rejected: figure(row.members_with_photos_rejected),
  }));

// A value of a filter is offered only when enough members have it: a choice of one member's country would single them out.
const choicesOf = async (analysis: LakeAnalysis): Promise<InsightsView['choices']> => {
  const rows = await rowsOf(
    analysis,
    `select 'sites' as choice, site as value from member_facts where site is not null group by site having count(*) >= ${INSIGHTS_MIN_MEMBERS}
     union all select 'countries', country from member_facts where country is not null group by country having count(*) >= ${INSIGHTS_MIN_MEMBERS}
     union all select 'languages', language from member_facts where language is not null group by language having count(*) >= ${INSIGHTS_MIN_MEMBERS}
     order by choice, value`,
  );
  const valuesOf = (choice: string) => rows.filter((row) => row.choice === choice).map((row) => String(row.value));
  return { sites: valuesOf('sites'), countries: valuesOf('countries'), languages: valuesOf('languages') };
};

/** The insights page's figures, every one computed by DuckDB from the lake and none counting fewer than 10 members. */
export const lakeInsights = async (analysis: LakeAnalysis, query: InsightsQuery): Promise<InsightsView> => {
  // One after the other: the queries share one DuckDB connection, which runs one at a time anyway.
  const funnel = await funnelOf(analysis, query);
  const retention = await retentionOf(analysis, query);
  const revenue = await revenueOf(analysis, query);
  const messaging = await messagingOf(analysis, query);
  const moderation = await moderationOf(analysis, query);
  const choices = await choicesOf(analysis);
  return { ...funnel, retention, ...revenue, messaging, moderation, choices };
};
