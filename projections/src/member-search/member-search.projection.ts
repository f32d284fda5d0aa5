import {
  findCity,
  type AccountErased,
  isErased,
  type InvisibleModeChanged,
  type LocationChanged,
  type MainPhotoChosen,
  type MemberConfirmed,
  type MemberSignedUp,
  type Personal,
  type PhotoDeleted,
  type ProfileDetailsChanged,
  type RecordedEvent,
} from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, type SqlProjection } from '../sql-projection/sql-projection.js';

export const MEMBER_SEARCH_TABLE = 'rm_member_search';
/** Members any list may show: visible, and confirmed unless run by the site. Queries must repeat it to use the indexes. */
export const LISTABLE = 'not invisible and (confirmed or fictional)';

type SearchEvent = AccountErased | MemberSignedUp | MemberConfirmed | InvisibleModeChanged | ProfileDetailsChanged | LocationChanged | MainPhotoChosen | PhotoDeleted;
type Statement = readonly [text: string, params: unknown[]];

const canHandle: readonly SearchEvent['type'][] = [
  'MemberSignedUp',
  'MemberConfirmed',
  'InvisibleModeChanged',
  'ProfileDetailsChanged',
  'LocationChanged',
  'MainPhotoChosen',
  'PhotoDeleted',
  'AccountErased',
];

/** A crypto-shredded field is stored as null: the read model never keeps what the log has forgotten. */
const readable = <T>(value: Personal<T>): T | null => (isErased(value) ? null : value);

const migrate = async (tx: SqlExecutor, suffix: string) => {
  const table = assertIdentifier(`${MEMBER_SEARCH_TABLE}${suffix}`);
  await tx.query(
    `create table if not exists ${table} (
      member_id text primary key,
      domain text not null,
      name text,
      gender text,
      sexuality text,
      birth_date date,
      country text,
      region text,
      city text,
      lat double precision,
      lon double precision,
      invisible boolean not null default false,
      confirmed boolean not null default false,
      fictional boolean not null default false,
      main_photo_id text,
      signed_up_at timestamptz not null)`,
  );
  // Only listable members are ever searched (the lists' WHERE repeats this predicate). A page comes
  // newest first straight off an index that starts with its equality filters, instead of walking
  // every newer member; the narrow filters (region, age) and the capped count use the last two.
  const indexes: Record<string, string> = {
    newest: 'signed_up_at desc, member_id desc',
    gender_newest: 'gender, signed_up_at desc, member_id desc',
    country_newest: 'country, signed_up_at desc, member_id desc',
    country_gender_newest: 'country, gender, signed_up_at desc, member_id desc',
    country: 'country, region, gender, birth_date',
    gender: 'gender, birth_date',
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await tx.query(`create index if not exists ${table}_${name} on ${table} (${columns}) where ${LISTABLE}`);
  }
};

const signedUp = (table: string, { data }: MemberSignedUp): Statement => [
  `insert into ${table} (member_id, domain, name, birth_date, country, fictional, signed_up_at)
   values ($1, $2, $3, $4, $5, $6, $7) on conflict (member_id) do nothing`,
  [data.memberId, data.domain, readable(data.name), readable(data.dateOfBirth), data.country, data.fictional ?? false, data.signedUpAt],
];

const locationChanged = (table: string, { data }: LocationChanged): Statement => {
  const city = readable(data.city);
  // Only the city centroid from the dataset: the member's own position is never known here.
  const centroid = city === null ? undefined : findCity({ country: data.country, region: data.region, city });
  return [
    `update ${table} set country = $2, region = $3, city = $4, lat = $5, lon = $6 where member_id = $1`,
    [data.memberId, data.country, data.region, city, centroid?.lat ?? null, centroid?.lon ?? null],
  ];
};

const detailsChanged = (table: string, { data }: ProfileDetailsChanged): Statement => {
  const details = readable(data.details);
  return [`update ${table} set gender = $2, sexuality = $3 where member_id = $1`, [data.memberId, details?.gender ?? null, details?.sexuality ?? null]];
};

const statementFor = (table: string, event: SearchEvent): Statement => {
  switch (event.type) {
    case 'MemberSignedUp':
      return signedUp(table, event);
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
    case 'AccountErased':
      return [`delete from ${table} where member_id = $1`, [event.data.memberId]];
  }
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string) => {
  const [text, params] = statementFor(assertIdentifier(`${MEMBER_SEARCH_TABLE}${suffix}`), { type: recorded.type, data: recorded.data } as SearchEvent);
  await tx.query(text, params);
};

/**
 * One row per member with what search, similar profiles and the match finder filter and list by.
 * lat/lon are city centroids for rounded distances and are never sent to anyone.
 */
export const memberSearchProjection: SqlProjection = {
  name: 'member-search',
  canHandle,
  tables: [MEMBER_SEARCH_TABLE],
  migrate,
  apply,
};
