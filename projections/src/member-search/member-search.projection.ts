import {
  type AccountDeletionRequested,
  type AccountErased,
  type AccountReactivated,
  isErased,
  type InvisibleModeChanged,
  type LocationChanged,
  type MainPhotoChosen,
  type MemberBanned,
  type MemberConfirmed,
  type MemberSignedUp,
  type Personal,
  type PhotoDeleted,
  type ProfileDetailsChanged,
  type RecordedEvent,
  type StaffRoleGranted,
  earthPoint,
} from '@dating/domain';
import { placesGazetteer, type PersonalFieldCipher, type SqlExecutor } from '@dating/platform';
import { assertIdentifier, versionedTable, type ProjectionContext, type SqlProjection } from '../sql-projection/sql-projection.js';

// Bumped when its tables or what they hold change: the new version is built beside the one serving.
const MEMBER_SEARCH_VERSION = 5;
export const MEMBER_SEARCH_TABLE = versionedTable('rm_member_search', MEMBER_SEARCH_VERSION);
/**
 * Members any list, profile or photo may show to others: visible, not waiting for final deletion, not banned,
 * and confirmed unless run by the site. Queries must repeat it to use the indexes.
 */
export const LISTABLE = 'not invisible and not deletion_requested and not banned and (confirmed or fictional)';

type SearchEvent =
  | AccountDeletionRequested
  | AccountReactivated
  | AccountErased
  | MemberBanned
  | MemberSignedUp
  | MemberConfirmed
  | InvisibleModeChanged
  | ProfileDetailsChanged
  | LocationChanged
  | MainPhotoChosen
  | PhotoDeleted
  | StaffRoleGranted;
type Statement = readonly [text: string, params: unknown[]];

const canHandle: readonly SearchEvent['type'][] = [
  'MemberSignedUp',
  'MemberConfirmed',
  'InvisibleModeChanged',
  'ProfileDetailsChanged',
  'LocationChanged',
  'MainPhotoChosen',
  'PhotoDeleted',
  'AccountDeletionRequested',
  'AccountReactivated',
  'AccountErased',
  'MemberBanned',
  'StaffRoleGranted',
];

/** A crypto-shredded field is stored as null: the read model never keeps what the log has forgotten. */
const readable = <T>(value: Personal<T>): T | null => (isErased(value) ? null : value);

const migrate = async (tx: SqlExecutor, suffix: string) => {
  const table = assertIdentifier(`${MEMBER_SEARCH_TABLE}${suffix}`);
  // Both trusted: the database's owner may create them (PostgreSQL's contrib, and PGlite's own).
  await tx.query('create extension if not exists cube');
  await tx.query('create extension if not exists btree_gist');
  // The name is sealed with the member's key: destroying the key erases it from dead tuples, the WAL
  // and backups too. The columns lists filter, order and measure by (gender, sexuality, date of
  // birth, country, region, the dataset's city and its centroid) stay plain so indexes can serve them.
  await tx.query(
    `create table if not exists ${table} (
      member_id text primary key,
      domain text not null,
      sealed_name text,
      gender text,
      sexuality text,
      birth_date date,
      country text,
      region text,
      city text,
      lat double precision,
      lon double precision,
      position cube,
      invisible boolean not null default false,
      confirmed boolean not null default false,
      fictional boolean not null default false,
      deletion_requested boolean not null default false,
      banned boolean not null default false,
      staff boolean not null default false,
      main_photo_id text,
      signed_up_at timestamptz not null)`,
  );
  // Only listable members are ever searched (the lists' WHERE repeats this predicate). A page comes
  // newest first straight off an index that starts with its equality filters, instead of walking
  // every newer member; the narrow filters (region, age) and the capped count use the last three. A count by age
  // reads its index alone (every other column a search filters by is included), not a row of the table per member.
  const indexes: Record<string, string> = {
    newest: '(signed_up_at desc, member_id desc)',
    gender_newest: '(gender, signed_up_at desc, member_id desc)',
    country_newest: '(country, signed_up_at desc, member_id desc)',
    country_gender_newest: '(country, gender, signed_up_at desc, member_id desc)',
    country: '(country, region, gender, birth_date)',
    gender_age: '(gender, birth_date) include (member_id, country, region, fictional, main_photo_id)',
    country_age: '(country, birth_date) include (member_id, gender, region, fictional, main_photo_id)',
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await tx.query(`create index if not exists ${table}_${name} on ${table} ${columns} where ${LISTABLE}`);
  }
  // Nearest first and within a radius come straight off a spatial index of the town centres (k-nearest by `<->`),
  // with the equality filters most searches name in the same index, so no search sorts every member it matches.
  const spatialIndexes: Record<string, string> = {
    nearest: 'position',
    gender_nearest: 'gender, position',
    country_region_nearest: 'country, region, position',
    country_gender_nearest: 'country, gender, position',
  };
  for (const [name, columns] of Object.entries(spatialIndexes)) {
    await tx.query(`create index if not exists ${table}_${name} on ${table} using gist (${columns}) where ${LISTABLE}`);
  }
  // Members without a town come after all the others, newest first: a spatial index finds nulls only by reading it all.
  await tx.query(`create index if not exists ${table}_townless_newest on ${table} (signed_up_at desc, member_id desc) where ${LISTABLE} and position is null`);
};

const sealed = async (personalFields: PersonalFieldCipher, memberId: string, value: string | null): Promise<string | null> =>
  value === null ? null : personalFields.seal(memberId, value);

const signedUp = async (table: string, { data }: MemberSignedUp, personalFields: PersonalFieldCipher): Promise<Statement> => [
  `insert into ${table} (member_id, domain, sealed_name, birth_date, country, fictional, signed_up_at)
   values ($1, $2, $3, $4, $5, $6, $7) on conflict (member_id) do nothing`,
  [
    data.memberId,
    data.domain,
    await sealed(personalFields, data.memberId, readable(data.name)),
    readable(data.dateOfBirth),
    data.country,
    data.fictional ?? false,
    data.signedUpAt,
  ],
];

const locationChanged = (table: string, { data }: LocationChanged): Statement => {
  const city = readable(data.city);
  // Only the town's centre from the gazetteer: the member's own position is never known here.
  const centroid = city === null ? undefined : placesGazetteer().find({ country: data.country, region: data.region, city });
  return [
    `update ${table} set country = $2, region = $3, city = $4, lat = $5, lon = $6, position = cube($7::float8[]) where member_id = $1`,
    [data.memberId, data.country, data.region, city, centroid?.lat ?? null, centroid?.lon ?? null, centroid ? earthPoint(centroid) : null],
  ];
};

const detailsChanged = (table: string, { data }: ProfileDetailsChanged): Statement => {
  const details = readable(data.details);
  return [`update ${table} set gender = $2, sexuality = $3 where member_id = $1`, [data.memberId, details?.gender ?? null, details?.sexuality ?? null]];
};

const statementFor = async (table: string, event: SearchEvent, { personalFields }: ProjectionContext): Promise<Statement> => {
  switch (event.type) {
    case 'MemberSignedUp':
      return signedUp(table, event, personalFields);
    case 'MemberConfirmed':
      return [`update ${table} set confirmed = true where member_id = $1`, [event.data.memberId]];
    case 'InvisibleModeChanged':
      return [`update ${table} set invisible = $2 where member_id = $1`, [event.data.memberId, event.data.invisible]];
    case 'ProfileDetailsChanged':
      return detailsChanged(table, event);
    case 'LocationChanged':
      return locationChanged(table, event);
    case 'MainPhotoChosen':
      return [`update ${table} set main_photo_id = $2 where member_id = $1`, [event.data.memberId, event.data.photoId]];
    case 'PhotoDeleted':
      // The album names a successor with its own MainPhotoChosen right after, if there is one.
      return [`update ${table} set main_photo_id = null where member_id = $1 and main_photo_id = $2`, [event.data.memberId, event.data.photoId]];
    // A member waiting for final deletion is hidden at once, and shown again on reactivation.
    case 'AccountDeletionRequested':
      return [`update ${table} set deletion_requested = true where member_id = $1`, [event.data.memberId]];
    case 'AccountReactivated':
      return [`update ${table} set deletion_requested = false where member_id = $1`, [event.data.memberId]];
    case 'AccountErased':
      return [`delete from ${table} where member_id = $1`, [event.data.memberId]];
    // A ban hides the member everywhere a deletion request does, for good.
    case 'MemberBanned':
      return [`update ${table} set banned = true where member_id = $1`, [event.data.memberId]];
    // Staff see every photo, also those under inspection: the photo file route asks here.
    case 'StaffRoleGranted':
      return [`update ${table} set staff = true where member_id = $1`, [event.data.memberId]];
  }
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string, context: ProjectionContext) => {
  const table = assertIdentifier(`${MEMBER_SEARCH_TABLE}${suffix}`);
  const [text, params] = await statementFor(table, { type: recorded.type, data: recorded.data } as SearchEvent, context);
  await tx.query(text, params);
};

/**
 * One row per member with what search, similar profiles, the match finder, profiles and photo
 * files filter and list by; read only through member-search.queries.ts. lat/lon are city
 * centroids for rounded distances and are never sent to anyone; position is the same centre for the spatial index.
 */
export const memberSearchProjection: SqlProjection = {
  name: 'member-search',
  // 2: the name sealed with the member's key (a plaintext column before), pending deletions and staff roles. 3: bans.
  // 4: the town centre as a point of a spatial index.
  version: MEMBER_SEARCH_VERSION,
  canHandle,
  tables: [MEMBER_SEARCH_TABLE],
  migrate,
  apply,
};
