import type { PhotoSize } from '@dating/domain';
import type { Request } from 'express';

export class UploadPhotoCommand {
  constructor(
    readonly memberId: string,
    readonly content: Buffer,
  ) {}
}

export class DeletePhotoCommand {
  constructor(
    readonly memberId: string,
    readonly photoId: string,
  ) {}
}

export class ChooseMainPhotoCommand {
  constructor(
    readonly memberId: string,
    readonly photoId: string,
  ) {}
}

export class GetMyPhotosQuery {
  constructor(readonly memberId: string) {}
}

/** Carries the request: who asks (session, or a visitor on which site) decides what they may see. */
export class GetPhotoFileQuery {
  constructor(
    readonly request: Request,
    readonly photoId: string,
    readonly size: PhotoSize,
  ) {}
}
