import { EMPTY_PROFILE_DETAILS, initialProfileState, type Profile, type ProfileDetails } from '@dating/domain';
import type { PersonalFieldCipher, SqlExecutor } from '@dating/platform';
import { MEMBER_PROFILES_TABLE } from './member-profiles.projection.js';

interface MemberProfileRow {
  sealed_details: string | null;
  sealed_about_me: string | null;
  sealed_interests: string | null;
  country: string | null;
  region: string | null;
  sealed_city: string | null;
}

/**
 * The member's profile as the profile views show it, from one row with its sealed fields opened in one batch. A
 * member who never edited their profile has the empty one; a field whose key is destroyed reads as never filled in.
 */
export const memberProfile = async (sql: SqlExecutor, personalFields: PersonalFieldCipher, memberId: string): Promise<Profile> => {
  const { rows } = await sql.query<MemberProfileRow>(
    `select sealed_details, sealed_about_me, sealed_interests, country, region, sealed_city from ${MEMBER_PROFILES_TABLE} where member_id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return initialProfileState;
  const [details, aboutMe, interests, city] = await personalFields.openAll(
    [row.sealed_details, row.sealed_about_me, row.sealed_interests, row.sealed_city].map((sealed) => ({ subjectId: memberId, sealed })),
  );
  return {
    details: details === null ? EMPTY_PROFILE_DETAILS : (JSON.parse(details) as ProfileDetails),
    aboutMe: aboutMe ?? '',
    interests: interests === null ? [] : (JSON.parse(interests) as string[]),
    location: row.country === null || row.region === null ? null : { country: row.country, region: row.region, city },
  };
};

/** The interests of many members, their sealed lists opened in one batch; a member without a row or a key has none. */
export const interestsOfMembers = async (
  { sql, personalFields }: { sql: SqlExecutor; personalFields: PersonalFieldCipher },
  memberIds: readonly string[],
): Promise<Map<string, string[]>> => {
  if (memberIds.length === 0) return new Map();
  const { rows } = await sql.query<{ member_id: string; sealed_interests: string | null }>(
    `select member_id, sealed_interests from ${MEMBER_PROFILES_TABLE} where member_id = any($1)`,
    [memberIds],
  );
  const opened = await personalFields.openAll(rows.map((row) => ({ subjectId: row.member_id, sealed: row.sealed_interests })));
  return new Map(rows.map((row, index) => [row.member_id, opened[index] === null ? [] : (JSON.parse(opened[index]!) as string[])]));
};
