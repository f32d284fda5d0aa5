import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findPhoto, PHOTO_ERRORS, photoAlbumDecider, photoAlbumStreamId, type PhotoCommand } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION, photoOwner, photosProjection } from '@dating/projections';
import { type SqlExecutor } from '@dating/platform';
import { StreamDecisions, type UndatedCommand } from '../event-sourcing/stream-decisions.js';
import { ApiError } from '../http/api-errors.js';
import { toMyPhoto, type MyPhoto } from '../photos/photo.view.js';
import { SQL } from '../runtime/tokens.js';
import { DecidePhotoCommand } from './staff.commands.js';

export type ModeratedPhoto = MyPhoto & { member_id: string };

/** A staff decision is an event on the member's album, with who decided and when. */
@CommandHandler(DecidePhotoCommand)
export class DecidePhotoHandler implements ICommandHandler<DecidePhotoCommand, ModeratedPhoto> {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    private readonly streams: StreamDecisions,
  ) {}

  async execute({ staffMemberId, decision }: DecidePhotoCommand): Promise<ModeratedPhoto> {
    const memberId = await photoOwner(this.sql, decision.photo_id);
    if (!memberId) throw new ApiError(PHOTO_ERRORS.NOT_FOUND);
    const target = { memberId, photoId: decision.photo_id, decidedBy: staffMemberId };
    const command: UndatedCommand<PhotoCommand> =
      decision.decision === 'approve' ? { type: 'ApprovePhoto', data: target } : { type: 'RejectPhoto', data: { ...target, reason: decision.reason } };
    // The queue the moderator reloads next must no longer show the photo.
    const { state } = await this.streams.decide(photoAlbumDecider, photoAlbumStreamId(memberId), command, { waitFor: [photosProjection.name, MEMBER_CONTACT_PROJECTION] });
    return { ...toMyPhoto(state, findPhoto(state, decision.photo_id)!), member_id: memberId };
  }
}
