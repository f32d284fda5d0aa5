import { PHOTO_EVENT_TYPES, type AccountErased, type PhotoEvent, type RecordedEvent } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, type SqlProjection } from '../sql-projection/sql-projection.js';

export const PHOTOS_TABLE = 'rm_photos';

/** A row of rm_photos: every photo of every member that is not deleted. */
export interface PhotoRow {
  readonly photo_id: string;
  readonly member_id: string;
  readonly status: 'inspection' | 'active' | 'rejected';
  /** Order of upload within the member's album (the stream version of its upload). */
  readonly position: number;
  readonly is_main: boolean;
  readonly uploaded_at: Date;
  readonly decided_at: Date | null;
  readonly decided_by: string | null;
  readonly reason: string | null;
}

const migrate = async (tx: SqlExecutor, suffix: string) => {
  const table = assertIdentifier(`${PHOTOS_TABLE}${suffix}`);
  await tx.query(
    `create table if not exists ${table} (
      photo_id text primary key,
      member_id text not null,
      status text not null,
      position integer not null,
      is_main boolean not null default false,
      uploaded_at timestamptz not null,
      decided_at timestamptz,
      decided_by text,
      reason text)`,
  );
  await tx.query(`create index if not exists ${table}_member on ${table} (member_id, position)`);
  // The moderation queue and the auto-approval sweep read the photos under inspection, oldest first.
  await tx.query(`create index if not exists ${table}_status on ${table} (status, uploaded_at)`);
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string) => {
  const table = assertIdentifier(`${PHOTOS_TABLE}${suffix}`);
  const event = { type: recorded.type, data: recorded.data } as PhotoEvent | AccountErased;
  switch (event.type) {
    case 'PhotoUploaded':
      await tx.query(
        `insert into ${table} (photo_id, member_id, status, position, uploaded_at) values ($1, $2, 'inspection', $3, $4) on conflict do nothing`,
        [event.data.photoId, event.data.memberId, recorded.streamVersion, event.data.uploadedAt],
      );
      return;
    case 'PhotoApproved':
      await tx.query(`update ${table} set status = 'active', decided_at = $2, decided_by = $3, reason = null where photo_id = $1`, [
        event.data.photoId,
        event.data.decidedAt,
        event.data.decidedBy,
      ]);
      return;
    case 'PhotoRejected':
      await tx.query(`update ${table} set status = 'rejected', decided_at = $2, decided_by = $3, reason = $4 where photo_id = $1`, [
        event.data.photoId,
        event.data.decidedAt,
        event.data.decidedBy,
        event.data.reason,
      ]);
      return;
    case 'PhotoDeleted':
      await tx.query(`delete from ${table} where photo_id = $1`, [event.data.photoId]);
      return;
    case 'MainPhotoChosen':
      await tx.query(`update ${table} set is_main = (photo_id = $2) where member_id = $1`, [event.data.memberId, event.data.photoId]);
      return;
    case 'AccountErased':
      await tx.query(`delete from ${table} where member_id = $1`, [event.data.memberId]);
      return;
  }
};

/** Photos across members: the moderation queue, the auto-approval sweep, and photo id → owner for serving. */
export const photosProjection: SqlProjection = {
  name: 'photos',
  canHandle: [...PHOTO_EVENT_TYPES, 'AccountErased'],
  tables: [PHOTOS_TABLE],
  migrate,
  apply,
};
