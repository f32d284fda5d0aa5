import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findPhoto, memberDecider, memberStreamId, PHOTO_ERRORS, photoAlbumDecider, photoAlbumStreamId, type ActiveMember, type AlbumPhoto } from '@dating/domain';
import type { Request } from 'express';
import { MemberSessions } from '../auth/member-session.guard.js';
import { MEMBER_ACCESS, MemberAccess } from '../block/member-access.js';
import { EventSourcedRepository } from '../event-sourcing/event-sourced.repository.js';
import { ApiError } from '../http/api-errors.js';
import { PhotoFiles } from './photo-files.js';
import { GetPhotoFileQuery } from './photos.messages.js';
import { PhotosReadModel } from './photos.read-model.js';

/**
 * Serves a photo file only to who may see it: the owner and staff any photo, others an approved
 * photo of a visible member they may view. Every refusal is the same 404, so a photo id reveals nothing.
 */
@QueryHandler(GetPhotoFileQuery)
export class GetPhotoFileHandler implements IQueryHandler<GetPhotoFileQuery, Buffer> {
  constructor(
    private readonly photos: PhotosReadModel,
    private readonly repository: EventSourcedRepository,
    private readonly sessions: MemberSessions,
    private readonly access: MemberAccess,
    private readonly files: PhotoFiles,
  ) {}

  async execute({ request, photoId, size }: GetPhotoFileQuery): Promise<Buffer> {
    const ownerId = await this.photos.ownerOf(photoId);
    // The album stream, not the read model, has the last word on status and deletion.
    const album = ownerId ? (await this.repository.load(photoAlbumDecider, photoAlbumStreamId(ownerId))).state : undefined;
    const photo = album && findPhoto(album, photoId);
    if (!ownerId || !photo) throw new ApiError(PHOTO_ERRORS.NOT_FOUND);
    const viewer = (await this.sessions.resolve(request))?.member;
    const file = (await this.mayView(request, viewer, ownerId, photo)) ? await this.files.read(photoId, size) : undefined;
    if (!file) throw new ApiError(PHOTO_ERRORS.NOT_FOUND);
    return file;
  }

  private async mayView(request: Request, viewer: ActiveMember | undefined, ownerId: string, photo: AlbumPhoto): Promise<boolean> {
    if (viewer && (viewer.memberId === ownerId || viewer.staff)) return true;
    if (photo.status !== 'active') return false;
    if (!viewer && !this.access.visitorMayBrowse(request)) return false;
    const { state: owner } = await this.repository.load(memberDecider, memberStreamId(ownerId));
    if (!owner.exists || owner.invisible) return false;
    return (await this.access.canView(viewer?.memberId, ownerId)) === MEMBER_ACCESS.OK;
  }
}
