import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PHOTO_ERRORS, PHOTO_STATUSES } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { chatPhotoVisibleTo, photoToServe, type PhotoToServe } from '@dating/projections';
import { ApiError } from '../http/api-errors.js';
import { SQL } from '../runtime/tokens.js';
import { PhotoFiles } from './photo-files.js';
import { GetPhotoFileQuery } from './photos.messages.js';

/** The owner and staff see any photo; others only an approved one of a member shown to others who did not block them nor was blocked. */
const mayView = (viewerId: string | null, photo: PhotoToServe): boolean =>
  viewerId === photo.ownerId || photo.viewerIsStaff || (photo.status === PHOTO_STATUSES.ACTIVE && photo.ownerListed && !photo.blocked);

/**
 * Serves a photo file only to who may see it, from one read-model lookup (two for a chat photo): every upload, decision,
 * deletion and block waits for that read model, so it is current by the next request. Every refusal
 * is the same 404, so a photo id reveals nothing.
 */
@QueryHandler(GetPhotoFileQuery)
export class GetPhotoFileHandler implements IQueryHandler<GetPhotoFileQuery, Buffer> {
  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    private readonly files: PhotoFiles,
  ) {}

  async execute({ viewerId, photoId, size }: GetPhotoFileQuery): Promise<Buffer> {
    const photo = await photoToServe(this.sql, photoId, viewerId);
    // A photo sent in a chat belongs to no album: it is shown to the two members of its conversation only.
    const allowed = photo ? mayView(viewerId, photo) : viewerId !== null && (await chatPhotoVisibleTo(this.sql, photoId, viewerId));
    const file = allowed ? await this.files.read(photoId, size) : undefined;
    if (!file) throw new ApiError(PHOTO_ERRORS.NOT_FOUND);
    return file;
  }
}
