import { PROFILE_EVENT_TYPES, type AccountErased, type ProfileEvent, type RecordedEvent } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, sealPersonal, type ProjectionContext, type SqlProjection } from '../sql-projection/sql-projection.js';

export const MEMBER_PROFILES_PROJECTION = 'member-profiles';
export const MEMBER_PROFILES_TABLE = 'rm_member_profiles';

type MemberProfileEvent = ProfileEvent | AccountErased;

const tableOf = (suffix: string) => assertIdentifier(`${MEMBER_PROFILES_TABLE}${suffix}`);

// Every sealed_* column holds a value sealed with the member's key (base64), never the plaintext: details carry
// sexuality (special-category data) and the about-me text is free text. Country and region are plain, as in the
// log. A null sealed column reads as never filled in; a null country as no place chosen yet.
const migrate = async (tx: SqlExecutor, suffix: string) => {
  await tx.query(`create table if not exists ${tableOf(suffix)} (
    member_id text primary key,
    sealed_details text,
    sealed_about_me text,
    sealed_interests text,
    country text,
    region text,
    sealed_city text
  )`);
};

/** The columns one profile event sets; each event carries its whole part of the profile. */
const columnsOf = async (event: ProfileEvent, context: ProjectionContext): Promise<Record<string, string | null>> => {
  const { memberId } = event.data;
  switch (event.type) {
    case 'ProfileDetailsChanged':
      return { sealed_details: await sealPersonal(context, memberId, event.data.details) };
    case 'AboutMeChanged':
      return { sealed_about_me: await sealPersonal(context, memberId, event.data.aboutMe) };
    case 'InterestsChanged':
      return { sealed_interests: await sealPersonal(context, memberId, event.data.interests) };
    case 'LocationChanged':
      return { country: event.data.country, region: event.data.region, sealed_city: await sealPersonal(context, memberId, event.data.city) };
  }
};

// The first event of a profile creates its row; column names come from columnsOf, never from input.
const upsert = async (tx: SqlExecutor, table: string, memberId: string, columns: Record<string, string | null>) => {
  const names = Object.keys(columns).map(assertIdentifier);
  await tx.query(
    `insert into ${table} (member_id, ${names.join(', ')}) values ($1, ${names.map((_, index) => `$${index + 2}`).join(', ')})
     on conflict (member_id) do update set ${names.map((name) => `${name} = excluded.${name}`).join(', ')}`,
    [memberId, ...Object.values(columns)],
  );
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string, context: ProjectionContext) => {
  const table = tableOf(suffix);
  const event = { type: recorded.type, data: recorded.data } as MemberProfileEvent;
  if (event.type === 'AccountErased') {
    await tx.query(`delete from ${table} where member_id = $1`, [event.data.memberId]);
    return;
  }
  await upsert(tx, table, event.data.memberId, await columnsOf(event, context));
};

/**
 * One row per member with what the profile views show of the profile stream: details, about-me, interests and
 * place, personal fields sealed with the member's key. Read only through member-profiles.queries.ts, so no
 * request folds the profile stream, which grows with every edit; nothing of a member is left after AccountErased.
 */
export const memberProfilesProjection: SqlProjection = {
  name: MEMBER_PROFILES_PROJECTION,
  canHandle: [...PROFILE_EVENT_TYPES, 'AccountErased'],
  tables: [MEMBER_PROFILES_TABLE],
  migrate,
  apply,
};
