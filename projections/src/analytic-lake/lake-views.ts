import { INSIGHTS_MIN_MEMBERS } from '@dating/domain';

/** A figure that counts fewer members than this is suppressed (shown as null) in every ready view and on the insights page. */
export const K_ANONYMITY = INSIGHTS_MIN_MEMBERS;

/** The ways the ready `funnel` view breaks its figures down: each row names one (`breakdown`) and its value, or `all`. */
export const BREAKDOWNS = ['network', 'site', 'niche', 'country', 'language', 'age_band', 'gender', 'audience'] as const;

/**
 * The rows of `source` once per breakdown, with `breakdown` and `value` in front: `all` once, then each breakdown by
 * its column (null as `(none)`). `source` has the columns of `member_facts`.
 */
const brokenDown = (source: string, breakdowns: readonly string[]) =>
  [`select 'all' as breakdown, 'all' as value, * from ${source}`, ...breakdowns.map((breakdown) => `select '${breakdown}', coalesce(${breakdown}::varchar, '(none)'), * from ${source}`)].join(
    '\nunion all\n',
  );

/** The funnel's steps counted over `journeys` rows, each kept only when at least K_ANONYMITY members reached it. */
const FUNNEL_COUNTS = `kept(count(*)) as signed_up, kept(count(activated)) as activated, kept(count(completed_profile)) as completed_profile,
  kept(count(first_like)) as liked, kept(count(first_match)) as matched, kept(count(first_message)) as messaged,
  kept(count(first_purchase)) as purchased, kept(count(second_purchase)) as purchased_twice`;

/**
 * The filters every `…_in` macro takes: `from_day` and `to_day` (dates, either null for open), and the member's
 * `f_site`, `f_country` and `f_language` (null for every one). The ready views are the macros with no filter.
 */
const FILTERS = 'from_day, to_day, f_site, f_country, f_language';
const NO_FILTER = 'null, null, null, null, null';

/** Orders completed and reversed between the days, with their placing's amount, currency, method and bundle, and the member's country; by breakdown. */
const REVENUE_MOVEMENTS = `placed as (
     select order_ref, any_value(amount_cents) as amount_cents, any_value(currency) as currency, any_value(method) as method, any_value(bundle) as bundle
     from events where type = 'OrderPlaced' and order_ref is not null group by order_ref
   ),
   movements as (
     select e.day, e.member, e.type, e.kind, coalesce(e.amount_cents, 0) as reversed_cents, p.amount_cents, p.currency, p.method, p.bundle::varchar as bundle,
       e.member_country as country
     from events_in(${FILTERS}) e join placed p using (order_ref)
     where e.type in ('OrderCompleted', 'OrderReversed')
   ),
   broken_down as (${brokenDown('movements', ['country', 'method', 'bundle'])})`;
const REVENUE_SUMS = `count(distinct member) filter (where type = 'OrderCompleted') as payers,
     count(*) filter (where type = 'OrderCompleted') as orders,
     sum(amount_cents) filter (where type = 'OrderCompleted') as revenue_cents,
     count(distinct member) filter (where type = 'OrderReversed') as reversed_members,
     sum(reversed_cents) filter (where type = 'OrderReversed' and kind = 'refund') as refunded_cents,
     sum(reversed_cents) filter (where type = 'OrderReversed' and kind = 'chargeback') as charged_back_cents`;
// Amounts stand on the members who paid (or were paid back): fewer than K_ANONYMITY and they are null.
const REVENUE_KEPT = `kept(payers) as payers,
     case when payers >= ${K_ANONYMITY} then orders end as orders, case when payers >= ${K_ANONYMITY} then revenue_cents end as revenue_cents,
     case when reversed_members >= ${K_ANONYMITY} then refunded_cents end as refunded_cents,
     case when reversed_members >= ${K_ANONYMITY} then charged_back_cents end as charged_back_cents`;

/** Each member who signed up, with their first time at every step of the funnel: what every funnel and cohort counts. */
export const MEMBER_JOURNEYS = `with firsts as (
     select member,
       min(minute) filter (where type = 'MemberConfirmed') as activated,
       min(minute) filter (where type = 'ProfileDetailsChanged') as described,
       min(minute) filter (where type = 'PhotoUploaded') as photographed,
       min(minute) filter (where type = 'MemberLiked') as first_like,
       min(minute) filter (where type = 'MessageSent') as first_message
     from events where member is not null group by member
   ),
   matches as (
     select member, min(minute) as first_match
     from (select member, minute from events where type = 'MatchMade' union all select other_member, minute from events where type = 'MatchMade')
     where member is not null group by member
   ),
   purchases as (
     select member, min(minute) filter (where nth = 1) as first_purchase, min(minute) filter (where nth = 2) as second_purchase
     from (select member, minute, row_number() over (partition by member order by minute) as nth from events where type = 'OrderCompleted' and member is not null)
     group by member
   )
   select f.*, date_trunc('week', f.signed_up)::date as signup_week, firsts.activated,
     case when firsts.described is not null and firsts.photographed is not null then greatest(firsts.described, firsts.photographed) end as completed_profile,
     firsts.first_like, matches.first_match, firsts.first_message, purchases.first_purchase, purchases.second_purchase
   from member_facts f left join firsts using (member) left join matches using (member) left join purchases using (member)
   where f.signed_up is not null`;

/**
 * The statements that make the macros and ready views over `events` (the lake's rows), in order; every ready view but
 * the per-member ones counts, and is k-anonymous.
 */
export const READY_VIEW_STATEMENTS: readonly string[] = [
  // A count of members kept, or a share kept, only when it stands on at least K_ANONYMITY members.
  `create or replace macro kept(members) as case when members >= ${K_ANONYMITY} then members end`,
  `create or replace macro kept_share(part, members) as case when part >= ${K_ANONYMITY} and members >= ${K_ANONYMITY} then round(part / members, 3) end`,
  `create or replace macro within_days(day, from_day, to_day) as (from_day is null or day >= from_day) and (to_day is null or day <= to_day)`,
  `create or replace macro matches_member(site, country, language, f_site, f_country, f_language) as
   (f_site is null or site = f_site) and (f_country is null or country = f_country) and (f_language is null or language = f_language)`,

  // One row per member: what they signed up with, and what a later event says about them.
  `create or replace view member_facts as
   select member,
     min(minute) filter (where type = 'MemberSignedUp') as signed_up,
     any_value(site) filter (where type = 'MemberSignedUp') as site,
     any_value(country) filter (where type = 'MemberSignedUp') as country,
     arg_max(language, minute) filter (where language is not null) as language,
     any_value(network) filter (where type = 'MemberSignedUp') as network,
     any_value(ref) filter (where type = 'MemberSignedUp') as ref,
     any_value(niche) filter (where type = 'MemberSignedUp') as niche,
     any_value(age_band) filter (where type = 'MemberSignedUp') as age_band,
     arg_max(gender, minute) filter (where gender is not null) as gender,
     case when bool_or(fictional) filter (where type = 'MemberSignedUp') then 'fictional' else 'real' end as audience
   from events where member is not null group by member`,

  `create or replace view member_journeys as ${MEMBER_JOURNEYS}`,

  // The members who signed up between the days, of the site, country and language asked for.
  `create or replace macro journeys_in(${FILTERS}) as table
   select * from member_journeys
   where within_days(signed_up::date, from_day, to_day) and matches_member(site, country, language, f_site, f_country, f_language)`,

  // The events between the days whose member is of the site, country and language asked for, with the member's facts.
  `create or replace macro events_in(${FILTERS}) as table
   select e.*, f.site as member_site, f.country as member_country, f.language as member_language
   from events e left join member_facts f using (member)
   where within_days(e.day, from_day, to_day) and matches_member(f.site, f.country, f.language, f_site, f_country, f_language)`,

  // Signup → activation → complete profile → first like → first match → first message → first and second purchase, by signup week.
  // Each journey worked out once, not once per breakdown.
  `create or replace view funnel as
   with journeys as materialized (select * from member_journeys),
   broken_down as (${brokenDown('journeys', BREAKDOWNS)})
   select signup_week as week, breakdown, value, ${FUNNEL_COUNTS}
   from broken_down group by all`,

  // The same funnel over the members the filters keep, broken down by traffic source, site, country or signup week.
  `create or replace macro funnel_in(${FILTERS}) as table
   with journeys as materialized (select * from journeys_in(${FILTERS})),
   broken_down as (${brokenDown('journeys', ['network', 'site', 'country', 'signup_week'])})
   select replace(breakdown, 'signup_week', 'week') as breakdown, value, ${FUNNEL_COUNTS}
   from broken_down group by all`,

  // Of the members who signed up in a week, how many did something in each week after.
  `create or replace macro retention_in(${FILTERS}) as table
   with cohort as materialized (select member, signup_week from journeys_in(${FILTERS})),
   active as (select distinct member, date_trunc('week', minute)::date as week from events where member in (select member from cohort)),
   sizes as (select signup_week as cohort_week, count(*) as cohort_size from cohort group by all),
   cells as (
     select c.signup_week as cohort_week, date_diff('week', c.signup_week, a.week) as weeks_after, count(*) as active_members
     from cohort c join active a using (member) where a.week >= c.signup_week group by all
   )
   select cohort_week, kept(cohort_size) as cohort_size, weeks_after, kept(active_members) as active_members, kept_share(active_members, cohort_size) as retained_share
   from cells join sizes using (cohort_week)`,
  `create or replace view weekly_retention as select * from retention_in(${NO_FILTER})`,

  // Money in, and back out, per day: the order's amount and method come from its placing, the country from its member's signup.
  `create or replace macro revenue_in(${FILTERS}) as table
   with ${REVENUE_MOVEMENTS},
   summed as (select day, currency, breakdown, value, ${REVENUE_SUMS} from broken_down group by all)
   select day, currency, breakdown, value, ${REVENUE_KEPT} from summed`,
  // The same over the whole range, per country, method or bundle.
  `create or replace macro revenue_totals_in(${FILTERS}) as table
   with ${REVENUE_MOVEMENTS},
   summed as (select currency, breakdown, value, ${REVENUE_SUMS} from broken_down group by all)
   select currency, breakdown, value, ${REVENUE_KEPT} from summed`,
  `create or replace view revenue_per_day as select * from revenue_in(${NO_FILTER})`,

  // Messages and credits per day; a conversation's first message, whether the other answered, and how soon.
  `create or replace macro messaging_in(${FILTERS}) as table
   with sent as (select day, minute, member, other_member from events_in(${FILTERS}) where type = 'MessageSent' and member is not null and other_member is not null),
   spent as (select day, count(distinct member) as spenders, sum(credits) as credits_spent from events_in(${FILTERS}) where type = 'CreditsSpent' and member is not null group by day),
   pairs as (
     select least(member, other_member) as one, greatest(member, other_member) as other, arg_min(member, minute) as starter, min(minute) as started_at
     from sent group by all
   ),
   answered as (
     select p.starter, p.started_at,
       (select min(s.minute) from sent s where s.member <> p.starter and least(s.member, s.other_member) = p.one and greatest(s.member, s.other_member) = p.other) as replied_at
     from pairs p
   ),
   daily_sent as (select day, count(*) as messages, count(distinct member) as senders from sent group by day),
   daily_started as (
     select started_at::date as day, count(distinct starter) as starters, count(*) as conversations, count(replied_at) as replied,
       median(date_diff('minute', started_at, replied_at)) as median_minutes_to_reply
     from answered group by all
   )
   select day, case when senders >= ${K_ANONYMITY} then messages end as messages, kept(senders) as senders,
     case when spenders >= ${K_ANONYMITY} then credits_spent end as credits_spent,
     case when starters >= ${K_ANONYMITY} then conversations end as conversations_started,
     case when starters >= ${K_ANONYMITY} then round(replied / conversations, 3) end as reply_rate,
     case when starters >= ${K_ANONYMITY} and replied >= ${K_ANONYMITY} then median_minutes_to_reply end as median_minutes_to_reply
   from daily_sent full join daily_started using (day) full join spent using (day)`,
  `create or replace view messages_per_day as select * from messaging_in(${NO_FILTER})`,

  // Reports, bans and photo rejections per day, by the members they are about.
  `create or replace macro moderation_in(${FILTERS}) as table
   select day,
     kept(count(distinct member) filter (where type = 'MemberReported')) as reporting_members,
     kept(count(distinct other_member) filter (where type = 'MemberReported')) as reported_members,
     kept(count(distinct member) filter (where type = 'MemberBanned')) as banned_members,
     kept(count(distinct member) filter (where type = 'PhotoRejected')) as members_with_photos_rejected
   from events_in(${FILTERS}) where type in ('MemberReported', 'MemberBanned', 'PhotoRejected') group by day`,
  `create or replace view moderation_per_day as select * from moderation_in(${NO_FILTER})`,
];

/** The ready views and macros by name, for the prompt's help. */
export const READY_VIEW_NAMES = [
  'member_facts', 'member_journeys', 'funnel', 'weekly_retention', 'revenue_per_day', 'messages_per_day', 'moderation_per_day',
  'funnel_in(from, to, site, country, language)', 'retention_in(…)', 'revenue_in(…)', 'revenue_totals_in(…)', 'messaging_in(…)', 'moderation_in(…)',
] as const;
