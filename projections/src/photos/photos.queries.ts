import type { AlbumPhoto, PhotoAlbum, PhotoStatus } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { blockedEitherWay } from '../blocks/blocks.queries.js';
import { MEMBER_SEARCH_TABLE } from '../member-search/member-search.projection.js';
import { isStaff } from '../member-search/member-search.queries.js';
import { MEMBER_VIEWS, memberShownTo } from '../member-visibility/member-visibility.js';
import { PHOTOS_TABLE } from './photos.projection.js';

export interface PhotoUnderInspection {
  photo_id: string;
  member_id: string;
  uploaded_at: Date;
}

/** Whose album holds the photo; undefined for an unknown or deleted photo. */
export const photoOwner = async (sql: SqlExecutor, photoId: string): Promise<string | undefined> => {
  const { rows } = await sql.query<{ member_id: string }>(`select member_id from ${PHOTOS_TABLE} where photo_id = $1`, [photoId]);
  return rows[0]?.member_id;
};

/**
 * A member's album as their own pages show it: every photo in upload order, whatever its status, and the main one.
 * One indexed select, so no request folds the album stream, which grows with every upload and decision.
 */
export const memberAlbum = async (sql: SqlExecutor, memberId: string): Promise<PhotoAlbum> => {
  const { rows } = await sql.query<{ photo_id: string; status: PhotoStatus; is_main: boolean; uploaded_at: Date; decided_at: Date | null; reason: string | null }>(
    `select photo_id, status, is_main, uploaded_at, decided_at, reason from ${PHOTOS_TABLE} where member_id = $1 order by position`,
    [memberId],
  );
  const photos = rows.map(
    (row): AlbumPhoto => ({
      photoId: row.photo_id,
      status: row.status,
      uploadedAt: row.uploaded_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
      reason: row.reason,
    }),
  );
  return { photos, mainPhotoId: rows.find((row) => row.is_main)?.photo_id ?? null };
};

/** Oldest first: the order moderators work through, and the order the auto-approval sweep approves in. */
export const photosUnderInspection = async (sql: SqlExecutor, limit: number, uploadedBefore?: Date): Promise<PhotoUnderInspection[]> => {
  const { rows } = await sql.query<PhotoUnderInspection>(
    `select photo_id, member_id, uploaded_at from ${PHOTOS_TABLE}
     where status = 'inspection' and ($1::timestamptz is null or uploaded_at <= $1)
     order by uploaded_at, photo_id limit $2`,
    [uploadedBefore?.toISOString() ?? null, limit],
  );
  return rows;
};

/** What serving one photo file to one viewer depends on. */
export interface PhotoToServe {
  readonly ownerId: string;
  readonly status: PhotoStatus;
  /** The visibility rule shows the owner to this viewer looked up (as their profile would). */
  readonly ownerShown: boolean;
  /** How many of the owner's approved photos come before it in the order their profile shows them (the main one first). */
  readonly shownRank: number;
  /** The owner and the viewer blocked one another, in either direction. */
  readonly blocked: boolean;
  /** The viewer has the staff role: staff moderate, so they see every photo. */
  readonly viewerIsStaff: boolean;
}

/** One statement per photo request, the most frequent request of the site; undefined for an unknown or deleted photo. */
export const photoToServe = async (sql: SqlExecutor, photoId: string, viewerId: string | null): Promise<PhotoToServe | undefined> => {
  const { rows } = await sql.query<{ member_id: string; status: PhotoStatus; owner_shown: boolean; shown_rank: number; blocked: boolean; viewer_is_staff: boolean }>(
    `select p.member_id, p.status,
       exists (select 1 from ${MEMBER_SEARCH_TABLE} m where m.member_id = p.member_id and ${memberShownTo(viewerId === null ? null : '$2', MEMBER_VIEWS.LOOKED_UP)}) as owner_shown,
       (select count(*)::int from ${PHOTOS_TABLE} q where q.member_id = p.member_id and q.status = 'active'
          and (q.is_main > p.is_main or (q.is_main = p.is_main and q.position < p.position))) as shown_rank,
       ($2::text is not null and ${blockedEitherWay('p.member_id', '$2::text')}) as blocked,
       ($2::text is not null and ${isStaff('$2::text')}) as viewer_is_staff
     from ${PHOTOS_TABLE} p where p.photo_id = $1`,
    [photoId, viewerId],
  );
  const row = rows[0];
  return (
    row && {
      ownerId: row.member_id,
      status: row.status,
      ownerShown: row.owner_shown,
      shownRank: row.shown_rank,
      blocked: row.blocked,
      viewerIsStaff: row.viewer_is_staff,
    }
  );
};
