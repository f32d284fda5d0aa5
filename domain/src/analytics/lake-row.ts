import { isErased, type PersonalDataPolicy } from '../kernel/personal-data.js';
import { ageOn } from '../member/signup.rules.js';
import { PERSONAL_DATA_POLICY } from '../personal-data-policy.js';

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
  /** The audience (niche) of the site a member signed up on. */
  readonly niche: string | null;
  /** Whether the member had bought credits before a movement of their wallet (premium), or not (free). */
  readonly premium: boolean | null;
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

export const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The band of an age, as the lake and the insights group members: ten-year bands after the first seven years of adulthood. */
export const ageBandOf = (age: number): AgeBand | null => {
  if (age < 18) return null;
  if (age >= 65) return '65+';
  return AGE_BANDS[age < 25 ? 0 : Math.floor((age - 15) / 10)]!;
};

/**
 * The data fields the lake reads, per column, most telling first: the first that holds a value fills the column. `a.b`
 * reads field `b` inside object field `a`; a pair of members (`memberIds`) gives its first member, or for the other
 * member the one that is not the acting member. Every other field stays out of the lake.
 */
export const LAKE_SOURCES = {
  /** The member who acts or whom the event is about, as a pseudonym. */
  member: ['memberId', 'likerId', 'senderId', 'readerId', 'reporterId', 'startedBy', 'memberIds'],
  /** The other member of a two-member event, as a pseudonym. */
  otherMember: ['likedId', 'recipientId', 'passedId', 'blockedId', 'reportedId', 'writerId', 'memberIds'],
  /** As a pseudonym of the acting member's. */
  orderRef: ['orderId'],
  /** As the band of the age at the event. */
  ageBand: ['dateOfBirth'],
  gender: ['details.gender'],
  sexuality: ['details.sexuality'],
  country: ['country'],
  region: ['region'],
  site: ['domain'],
  language: ['language'],
  network: ['tracking.network', 'network'],
  ref: ['tracking.ref', 'ref'],
  sub1: ['tracking.sub1'],
  sub2: ['tracking.sub2'],
  sub3: ['tracking.sub3'],
  fictional: ['fictional'],
  niche: ['niche'],
  premium: ['premium'],
  /** `reason` only in LAKE_REASON_CODE_TYPES. */
  kind: ['kind', 'purpose', 'source', 'status', 'reason'],
  method: ['method'],
  bundle: ['bundleId'],
  discountCode: ['discount.code', 'code'],
  amountCents: ['amount', 'reversedCents'],
  currency: ['currency'],
  credits: ['credits'],
  secondsOnPage: ['secondsOnPage'],
} as const satisfies { readonly [Column in Exclude<keyof LakeRow, 'type' | 'day' | 'minute'>]: readonly string[] };

/** The site's rule for `type`, narrowed to `fields`. */
const narrowedTo = (type: string, fields: readonly string[]) => ({ ...PERSONAL_DATA_POLICY[type]!, personalFields: fields });

/**
 * The personal fields the lake reads, per event type: a signup's birth date (for the age band) and a profile's details
 * (gender, sexuality). The lake's log decrypts these alone; every other personal field, message texts and bank
 * details among them, it reads sealed, as they rest.
 */
export const LAKE_PERSONAL_DATA: PersonalDataPolicy = {
  MemberSignedUp: narrowedTo('MemberSignedUp', ['dateOfBirth']),
  ProfileDetailsChanged: narrowedTo('ProfileDetailsChanged', ['details']),
};

/** `reason` is a code only in these types; elsewhere (a photo's rejection, a staff correction) it is free text. */
export const LAKE_REASON_CODE_TYPES: ReadonlySet<string> = new Set([
  'MessageRejected',
  'MessageWithdrawn',
  'MemberReported',
  'MemberBanned',
  'NotificationsDisabled',
  'CreditsGranted',
  'FreeMessagesGranted',
]);

type LakeSourceColumn = keyof typeof LAKE_SOURCES;
type Fields = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const integer = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null);
const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const fields = (value: unknown): Fields => (typeof value === 'object' && value !== null && !isErased(value) ? (value as Fields) : {});

/** A path of LAKE_SOURCES split once, not at every event: a field, and the field inside it when it is `a.b`. */
interface SourcePath {
  readonly field: string;
  readonly inner: string | undefined;
}

const sourcePaths = (paths: readonly string[]): readonly SourcePath[] =>
  paths.map((path) => {
    const [field, inner] = path.split('.') as [string, string | undefined];
    return { field, inner };
  });

const SOURCE_PATHS = Object.fromEntries(Object.entries(LAKE_SOURCES).map(([name, paths]) => [name, sourcePaths(paths)])) as Record<
  LakeSourceColumn,
  readonly SourcePath[]
>;
/** `kind` in the types whose `reason` is free text. */
const KIND_PATHS_BUT_REASON = sourcePaths(LAKE_SOURCES.kind.filter((path) => path !== 'reason'));

const valueAt = (data: Fields, { field, inner }: SourcePath): unknown => (inner === undefined ? data[field] : fields(data[field])[inner]);

/** The first of `sources` that `read` finds a value in. */
const firstOf = <T>(data: Fields, sources: readonly SourcePath[], read: (value: unknown) => T | null): T | null => {
  for (const path of sources) {
    const value = read(valueAt(data, path));
    if (value !== null) return value;
  }
  return null;
};

const column = <T>(data: Fields, name: LakeSourceColumn, read: (value: unknown) => T | null): T | null => firstOf(data, SOURCE_PATHS[name], read);

/** A member id, or from a pair of members the first that is not `not`. */
const memberIdIn =
  (not: string | null) =>
  (value: unknown): string | null =>
    Array.isArray(value) ? (value.find((id): id is string => typeof id === 'string' && id !== '' && id !== not) ?? null) : text(value);

/** The acting member and the other member of an event, as plain ids (the lake gets their pseudonyms). */
export const membersOf = (data: Fields): { readonly member: string | null; readonly otherMember: string | null } => {
  const member = column(data, 'member', memberIdIn(null));
  return { member, otherMember: column(data, 'otherMember', memberIdIn(member)) };
};

/** Every member id the lake needs a pseudonym for in these events. */
export const lakeMemberIds = (events: readonly { readonly data: unknown }[]): string[] => {
  const ids = new Set<string>();
  for (const { data } of events) {
    const { member, otherMember } = membersOf(fields(data));
    if (member !== null) ids.add(member);
    if (otherMember !== null) ids.add(otherMember);
  }
  return [...ids];
};

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
 * The lake's row for an event. Reads only the fields LAKE_SOURCES names: a field added to an event stays out of the
 * lake until it is given a column there.
 */
export const lakeRowOf = (event: { readonly type: string; readonly data: unknown; readonly recordedAt: string }, pseudonymOf: LakePseudonyms): LakeRow => {
  const data = fields(event.data);
  const { member, otherMember } = membersOf(data);
  const orderId = column(data, 'orderRef', text);
  const recordedAt = new Date(event.recordedAt).toISOString();
  return {
    type: event.type,
    day: recordedAt.slice(0, 10),
    minute: `${recordedAt.slice(0, 10)} ${recordedAt.slice(11, 16)}:00`,
    member: member === null ? null : pseudonymOf(member),
    otherMember: otherMember === null ? null : pseudonymOf(otherMember),
    orderRef: member !== null && orderId !== null ? pseudonymOf(member, orderId) : null,
    ageBand: column(data, 'ageBand', (value) => ageBandAt(value, recordedAt)),
    gender: column(data, 'gender', text),
    sexuality: column(data, 'sexuality', text),
    country: column(data, 'country', text),
    region: column(data, 'region', text),
    site: column(data, 'site', text),
    language: column(data, 'language', text),
    network: column(data, 'network', text),
    ref: column(data, 'ref', text),
    sub1: column(data, 'sub1', text),
    sub2: column(data, 'sub2', text),
    sub3: column(data, 'sub3', text),
    fictional: column(data, 'fictional', bool) ?? (event.type === 'MemberSignedUp' ? false : null),
    niche: column(data, 'niche', text),
    premium: column(data, 'premium', bool),
    kind: firstOf(data, LAKE_REASON_CODE_TYPES.has(event.type) ? SOURCE_PATHS.kind : KIND_PATHS_BUT_REASON, text),
    method: column(data, 'method', text),
    bundle: column(data, 'bundle', integer),
    discountCode: column(data, 'discountCode', text),
    amountCents: column(data, 'amountCents', integer),
    currency: column(data, 'currency', text),
    credits: column(data, 'credits', integer),
    secondsOnPage: column(data, 'secondsOnPage', integer),
  };
};
