import { Inject, Injectable } from '@nestjs/common';
import type { SqlExecutor } from '@dating/platform';
import { PHOTOS_TABLE } from '@dating/projections';
import { SQL } from '../runtime/tokens.js';

export interface PhotoUnderInspection {
  photo_id: string;
  member_id: string;
  uploaded_at: Date;
}

/** Queries over rm_photos, the photos read model kept by the projections role (a Nest provider, or built by hand in the workers role). */
@Injectable()
export class PhotosReadModel {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  async ownerOf(photoId: string): Promise<string | undefined> {
    const { rows } = await this.sql.query<{ member_id: string }>(`select member_id from ${PHOTOS_TABLE} where photo_id = $1`, [photoId]);
    return rows[0]?.member_id;
  }

  /** Oldest first: the order moderators work through, and the order the sweep approves in. */
  async underInspection(limit: number, uploadedBefore?: Date): Promise<PhotoUnderInspection[]> {
    const { rows } = await this.sql.query<PhotoUnderInspection>(
      `select photo_id, member_id, uploaded_at from ${PHOTOS_TABLE}
       where status = 'inspection' and ($1::timestamptz is null or uploaded_at <= $1)
       order by uploaded_at, photo_id limit $2`,
      [uploadedBefore?.toISOString() ?? null, limit],
    );
    return rows;
  }
}
