import type { PhotoSize } from '@dating/domain';

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

/** Who asks (null: a visitor the site lets browse) decides what they may see. */
export class GetPhotoFileQuery {
  constructor(
    readonly viewerId: string | null,
    readonly photoId: string,
    readonly size: PhotoSize,
  ) {}
}
