import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PHOTO_ERRORS, PHOTO_STATUSES, PHOTOS_FOR_FREE_VIEWERS } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { chatPhotoVisibleTo, photoToServe, type PhotoToServe } from '@dating/projections';
import { ApiError } from '../http/api-errors.js';
import { SQL } from '../runtime/tokens.js';
import { Wallets } from '../wallet/wallets.js';
import { PhotoFiles } from './photo-files.js';
import { GetPhotoFileQuery } from './photos.commands.js';

/**
 * The owner and staff see any photo; others an approved one of a member the visibility rule shows them, not blocked
 * either way, and (as the profile shows them) among the first photos unless the viewer is premium.
 */
const mayView = async (viewerId: string | null, photo: PhotoToServe, viewerIsPremium: () => Promise<boolean>): Promise<boolean> => {
  if (viewerId === photo.ownerId || photo.viewerIsStaff) return true;
  if (photo.status !== PHOTO_STATUSES.ACTIVE || !photo.ownerShown || photo.blocked) return false;
  return photo.shownRank < PHOTOS_FOR_FREE_VIEWERS || (viewerId !== null && (await viewerIsPremium()));
};

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
    private readonly wallets: Wallets,
  ) {}

  async execute({ viewerId, photoId, size }: GetPhotoFileQuery): Promise<Buffer> {
    const photo = await photoToServe(this.sql, photoId, viewerId);
    // A photo sent in a chat belongs to no album: it is shown to the two members of its conversation only.
    const allowed = photo
      ? await mayView(viewerId, photo, async () => (await this.wallets.of(viewerId!)).premium)
      : viewerId !== null && (await chatPhotoVisibleTo(this.sql, photoId, viewerId));
    const file = allowed ? await this.files.read(photoId, size) : undefined;
    if (!file) throw new ApiError(PHOTO_ERRORS.NOT_FOUND);
    return file;
  }
}
