import { Inject, Injectable } from '@nestjs/common';
import type { SqlExecutor } from '@dating/platform';
import { photoOwner, photosUnderInspection, type PhotoUnderInspection } from '@dating/projections';
import { SQL } from '../runtime/tokens.js';

/**
 * The photos read model's queries bound to the API's connection, for staff moderation's handlers.
 * The SQL lives beside the projection.
 */
@Injectable()
export class PhotosReadModel {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  ownerOf(photoId: string): Promise<string | undefined> {
    return photoOwner(this.sql, photoId);
  }

  underInspection(limit: number, uploadedBefore?: Date): Promise<PhotoUnderInspection[]> {
    return photosUnderInspection(this.sql, limit, uploadedBefore);
  }
}
