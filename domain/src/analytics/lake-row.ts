import { isErased } from '../kernel/personal-data.js';
import { ageOn } from '../member/signup.rules.js';

/**
 * One event as the analytic lake keeps it: what it says about the site's use, and nothing about a person. Members
 * appear only under pseudonyms derived from their own keys; free text, personal fields and every other id stay out.
 * The time is kept to the minute and the day is the partition. Columns an event does not speak to are null.
 */
export interface LakeRow {
  readonly type: string;
  /** `YYYY-MM-DD` (UTC) of when the event was recorded: the partition. */
  readonly day: string;
  /** When the event was recorded, to the minute (UTC), as `YYYY-MM-DD HH:MM:00`. */
  readonly minute: string;
  /** The member who acted or whom the event is about. */
  readonly member: string | null;
  /** The other member of a like, match, message, block or report. */
  readonly otherMember: string | null;
  /** The order an order's or a payment's event is about, under a pseudonym of its member's: joins an order's placing, completion and reversal. */
  readonly orderRef: string | null;
  readonly ageBand: AgeBand | null;
  readonly gender: string | null;
  readonly sexuality: string | null;
  readonly country: string | null;
  readonly region: string | null;
  /** The site (domain) the member signed up on. */
  readonly site: string | null;
  readonly language: string | null;
  readonly network: string | null;
  readonly ref: string | null;
  readonly sub1: string | null;
  readonly sub2: string | null;
  readonly sub3: string | null;
  readonly fictional: boolean | null;
  /** The event's own category: a message's kind, a spend's purpose, a like's source, a reversal's kind, a closed order's status, a refusal's reason. */
  readonly kind: string | null;
  readonly method: string | null;
  readonly bundle: number | null;
  readonly discountCode: string | null;
  readonly amountCents: number | null;
  readonly currency: string | null;
  readonly credits: number | null;
  readonly secondsOnPage: number | null;
}

/** The lake's columns in file order, with their DuckDB types; the partition columns (`type`, `day`) come first. */
export const LAKE_COLUMNS = [
  ['type', 'VARCHAR'],
  ['day', 'VARCHAR'],
  ['minute', 'TIMESTAMP'],
  ['member', 'VARCHAR'],
  ['other_member', 'VARCHAR'],
  ['age_band', 'VARCHAR'],
  ['gender', 'VARCHAR'],
  ['sexuality', 'VARCHAR'],
  ['country', 'VARCHAR'],
  ['region', 'VARCHAR'],
  ['site', 'VARCHAR'],
  ['language', 'VARCHAR'],
  ['network', 'VARCHAR'],
  ['ref', 'VARCHAR'],
  ['sub1', 'VARCHAR'],
  ['sub2', 'VARCHAR'],
  ['sub3', 'VARCHAR'],
  ['fictional', 'BOOLEAN'],
  ['kind', 'VARCHAR'],
  ['method', 'VARCHAR'],
  ['bundle', 'INTEGER'],
  ['discount_code', 'VARCHAR'],
  ['amount_cents', 'BIGINT'],
  ['currency', 'VARCHAR'],
  ['credits', 'BIGINT'],
  ['seconds_on_page', 'INTEGER'],
] as const satisfies readonly (readonly [string, string])[];

export const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The band of an age, as the lake and the insights group members: ten-year bands after the first seven years of adulthood. */
export const ageBandOf = (age: number): AgeBand | null => {
  if (age < 18) return null;
  if (age >= 65) return '65+';
  return AGE_BANDS[age < 25 ? 0 : Math.floor((age - 15) / 10)]!;
};

// Fields naming the member who acts or whom the event is about, most telling first.
const ACTING_MEMBER_FIELDS = ['memberId', 'likerId', 'senderId', 'readerId', 'reporterId', 'startedBy'];
// Fields naming the other member of a two-member event.
const OTHER_MEMBER_FIELDS = ['likedId', 'recipientId', 'passedId', 'blockedId', 'reportedId', 'writerId'];
// Where the event's category is, first found wins.
const KIND_FIELDS = ['kind', 'purpose', 'source', 'status'];
// `reason` is a code only in these types; elsewhere (a photo's rejection, a staff correction) it is free text.
const REASON_CODE_TYPES = new Set(['MessageRejected', 'MessageWithdrawn', 'MemberReported', 'MemberBanned', 'NotificationsDisabled', 'CreditsGranted', 'FreeMessagesGranted']);

type Fields = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const integer = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null);
const fields = (value: unknown): Fields => (typeof value === 'object' && value !== null && !isErased(value) ? (value as Fields) : {});

const memberPair = (data: Fields): readonly string[] => (Array.isArray(data.memberIds) ? data.memberIds.filter((id): id is string => typeof id === 'string') : []);

/** The acting member and the other member of an event, as plain ids (the lake gets their pseudonyms). */
export const membersOf = (data: Fields): { readonly member: string | null; readonly otherMember: string | null } => {
  const named = (candidates: readonly string[]) => candidates.map((field) => text(data[field])).find((id) => id !== null) ?? null;
  const pair = memberPair(data);
  const member = named(ACTING_MEMBER_FIELDS) ?? pair[0] ?? null;
  const otherMember = named(OTHER_MEMBER_FIELDS) ?? pair.find((id) => id !== member) ?? null;
  return { member, otherMember };
};

/** Every member id the lake needs a pseudonym for in these events. */
export const lakeMemberIds = (events: readonly { readonly data: unknown }[]): string[] => [
  ...new Set(
    events.flatMap(({ data }) => {
      const { member, otherMember } = membersOf(fields(data));
      return [member, otherMember].filter((id): id is string => id !== null);
    }),
  ),
];

const ageBandAt = (dateOfBirth: unknown, recordedAt: string): AgeBand | null => {
  const born = text(dateOfBirth);
  const age = born ? ageOn(born, recordedAt.slice(0, 10)) : undefined;
  return age === undefined ? null : ageBandOf(age);
};

/**
 * A member's pseudonym, or that of something of theirs (`of`, such as an order id); null once their key is gone.
 */
export type LakePseudonyms = (memberId: string, of?: string) => string | null;

/**
 * The lake's row for an event. Reads only the fields it names: a field added to an event stays out of the lake until
 * it is given a column here.
 */
export const lakeRowOf = (event: { readonly type: string; readonly data: unknown; readonly recordedAt: string }, pseudonymOf: LakePseudonyms): LakeRow => {
  const data = fields(event.data);
  const { member, otherMember } = membersOf(data);
  const tracking = fields(data.tracking);
  const details = fields(data.details);
  const discount = fields(data.discount);
  const recordedAt = new Date(event.recordedAt).toISOString();
  return {
    type: event.type,
    day: recordedAt.slice(0, 10),
    minute: `${recordedAt.slice(0, 10)} ${recordedAt.slice(11, 16)}:00`,
    member: member === null ? null : pseudonymOf(member),
    otherMember: otherMember === null ? null : pseudonymOf(otherMember),
    orderRef: member !== null && text(data.orderId) !== null ? pseudonymOf(member, text(data.orderId)!) : null,
    ageBand: ageBandAt(data.dateOfBirth, recordedAt),
    gender: text(details.gender),
    sexuality: text(details.sexuality),
    country: text(data.country),
    region: text(data.region),
    site: text(data.domain),
    language: text(data.language),
    network: text(tracking.network) ?? text(data.network),
    ref: text(tracking.ref) ?? text(data.ref),
    sub1: text(tracking.sub1),
    sub2: text(tracking.sub2),
    sub3: text(tracking.sub3),
    fictional: typeof data.fictional === 'boolean' ? data.fictional : event.type === 'MemberSignedUp' ? false : null,
    kind: KIND_FIELDS.map((field) => text(data[field])).find((value) => value !== null) ?? (REASON_CODE_TYPES.has(event.type) ? text(data.reason) : null),
    method: text(data.method),
    bundle: integer(data.bundleId),
    discountCode: text(discount.code) ?? text(data.code),
    amountCents: integer(data.amount) ?? integer(data.reversedCents),
    currency: text(data.currency),
    credits: integer(data.credits),
    secondsOnPage: integer(data.secondsOnPage),
  };
};
