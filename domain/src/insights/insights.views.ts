/**
 * What GET /api/staff/insights.php answers, computed from the analytic lake. Every figure that counts fewer than
 * `INSIGHTS_MIN_MEMBERS` members is null (k-anonymity): shown as "fewer than 10", never as a number.
 */
export const INSIGHTS_MIN_MEMBERS = 10;

/** The funnel's steps, in order. */
export const FUNNEL_STEPS = ['signed_up', 'activated', 'completed_profile', 'liked', 'matched', 'messaged', 'purchased', 'purchased_twice'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export type FunnelCounts = { readonly [Step in FunnelStep]: number | null };

/** The ways the funnel is broken down on the page. */
export const FUNNEL_BREAKDOWNS = ['network', 'site', 'country', 'week'] as const;
export type FunnelBreakdown = (typeof FUNNEL_BREAKDOWNS)[number];

export interface FunnelRow extends FunnelCounts {
  /** The traffic source, site, country or signup week (its Monday); null: none was given. */
  readonly value: string | null;
}

export interface RetentionCohort {
  /** The Monday of the signup week. */
  readonly week: string;
  readonly members: number | null;
  /** Share of the cohort active in the signup week (0), the week after (1), …; null where fewer than 10 were. */
  readonly retained: readonly (number | null)[];
}

export interface RevenueDay {
  readonly day: string;
  readonly currency: string;
  readonly orders: number | null;
  readonly revenue_cents: number | null;
  readonly refunded_cents: number | null;
  readonly charged_back_cents: number | null;
}

export interface RevenueShare {
  /** A country, payment method or bundle. */
  readonly value: string | null;
  readonly currency: string;
  readonly revenue_cents: number | null;
}

export interface MessagingDay {
  readonly day: string;
  readonly messages: number | null;
  readonly credits_spent: number | null;
  readonly conversations_started: number | null;
  /** Share of the conversations started that day the other member answered. */
  readonly reply_rate: number | null;
  readonly median_minutes_to_reply: number | null;
}

export interface ModerationDay {
  readonly day: string;
  readonly reported_members: number | null;
  readonly banned_members: number | null;
  readonly members_with_photos_rejected: number | null;
}

export interface InsightsView {
  readonly funnel: FunnelCounts;
  readonly funnel_by: { readonly [Breakdown in FunnelBreakdown]: readonly FunnelRow[] };
  readonly retention: readonly RetentionCohort[];
  readonly revenue: readonly RevenueDay[];
  readonly revenue_by: { readonly country: readonly RevenueShare[]; readonly method: readonly RevenueShare[]; readonly bundle: readonly RevenueShare[] };
  readonly messaging: readonly MessagingDay[];
  readonly moderation: readonly ModerationDay[];
  /** The sites, countries and languages the filters offer: those of at least 10 members. */
  readonly choices: { readonly sites: readonly string[]; readonly countries: readonly string[]; readonly languages: readonly string[] };
}
