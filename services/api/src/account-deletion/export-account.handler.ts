import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  accountStreamId,
  blockDecider,
  blockStreamId,
  credentialsStreamId,
  fold,
  legacySessionsStreamId,
  notificationSettingsStreamId,
  photoAlbumDecider,
  photoAlbumStreamId,
  profileDecider,
  profileStreamId,
  registrationStreamId,
  type BlockEvent,
  type EventStore,
  type PhotoEvent,
  type ProfileEvent,
  type RecordedEvent,
} from '@dating/domain';
import { SessionStore } from '@dating/platform';
import { MemberStreams } from '../member/member-streams.js';
import { CLOCK, EVENT_STORE, type Clock } from '../runtime/tokens.js';
import { ExportAccountQuery } from './account-deletion.commands.js';
import { toAccountExport, type AccountExport } from './account-export.view.js';

const typed = <E>(history: readonly RecordedEvent[]): E[] => history.map((event) => ({ type: event.type, data: event.data }) as E);

/** Every stream that holds the member's own data, the logins recorded before sessions left the log included. */
const MEMBER_STREAMS = [
  registrationStreamId,
  credentialsStreamId,
  accountStreamId,
  notificationSettingsStreamId,
  legacySessionsStreamId,
  profileStreamId,
  photoAlbumStreamId,
  blockStreamId,
];

/** Straight from the member's own streams (decrypted): the log is the whole truth, read models only copy it. */
@QueryHandler(ExportAccountQuery)
export class ExportAccountHandler implements IQueryHandler<ExportAccountQuery, AccountExport> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly members: MemberStreams,
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId }: ExportAccountQuery): Promise<AccountExport> {
    const now = this.clock.now();
    const streams = await Promise.all(MEMBER_STREAMS.map((streamOf) => this.store.readStream(streamOf(memberId))));
    const [profile, album, blocks] = streams.slice(-3) as [RecordedEvent[], RecordedEvent[], RecordedEvent[]];
    return toAccountExport({
      member: await this.members.existing(memberId),
      sessions: await this.sessions.openOf(memberId, now),
      profile: fold(profileDecider, typed<ProfileEvent>(profile)),
      album: fold(photoAlbumDecider, typed<PhotoEvent>(album)),
      blocks: fold(blockDecider, typed<BlockEvent>(blocks)),
      history: streams.flat(),
      now,
    });
  }
}
