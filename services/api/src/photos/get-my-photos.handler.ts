import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlPort } from '@dating/platform';
import { memberAlbum } from '@dating/projections';
import { SQL } from '../runtime/tokens.js';
import { toMyPhotos, type MyPhoto } from './photo.view.js';
import { GetMyPhotosQuery } from './photos.commands.js';

/** From the photos read model: uploads, deletions, main-photo choices and staff decisions wait for it, so the member sees them at once. */
@QueryHandler(GetMyPhotosQuery)
export class GetMyPhotosHandler implements IQueryHandler<GetMyPhotosQuery, MyPhoto[]> {
  constructor(@Inject(SQL) private readonly sql: SqlPort) {}

  async execute({ memberId }: GetMyPhotosQuery): Promise<MyPhoto[]> {
    return toMyPhotos(await memberAlbum(this.sql, memberId));
  }
}
