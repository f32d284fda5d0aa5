import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  blockDecider,
  blockStreamId,
  fold,
  memberDecider,
  memberStreamId,
  photoAlbumDecider,
  photoAlbumStreamId,
  profileDecider,
  profileStreamId,
  type ActiveMember,
  type BlockEvent,
  type EventStore,
  type MemberEvent,
  type PhotoEvent,
  type ProfileEvent,
  type RecordedEvent,
} from '@dating/domain';
import { CLOCK, EVENT_STORE, type Clock } from '../runtime/tokens.js';
import { ExportAccountQuery } from './account-deletion.messages.js';
import { toAccountExport, type AccountExport } from './account-export.view.js';

const typed = <E>(history: readonly RecordedEvent[]): E[] => history.map((event) => ({ type: event.type, data: event.data }) as E);

/** Straight from the member's own streams (decrypted): the log is the whole truth, read models only copy it. */
@QueryHandler(ExportAccountQuery)
export class ExportAccountHandler implements IQueryHandler<ExportAccountQuery, AccountExport> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId }: ExportAccountQuery): Promise<AccountExport> {
    const [member, profile, album, blocks] = await Promise.all(
      [memberStreamId, profileStreamId, photoAlbumStreamId, blockStreamId].map((streamOf) => this.store.readStream(streamOf(memberId))),
    );
    return toAccountExport({
      member: fold(memberDecider, typed<MemberEvent>(member!)) as ActiveMember,
      profile: fold(profileDecider, typed<ProfileEvent>(profile!)),
      album: fold(photoAlbumDecider, typed<PhotoEvent>(album!)),
      blocks: fold(blockDecider, typed<BlockEvent>(blocks!)),
      history: [...member!, ...profile!, ...album!, ...blocks!],
      now: this.clock.now(),
    });
  }
}
