import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isErased, photoUrls, registrationDecider, registrationStreamId } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { photosUnderInspection } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { SQL } from '../runtime/tokens.js';
import { GetModerationQueueQuery } from './staff.commands.js';

/** The queue shows this many at a time; deciding them brings the next ones up. */
const QUEUE_PAGE = 100;

export interface QueuedPhoto {
  id: string;
  member_id: string;
  member_name: string;
  uploaded_at: string;
  url: string;
  thumb_url: string;
}

@QueryHandler(GetModerationQueueQuery)
export class ModerationQueueHandler implements IQueryHandler<GetModerationQueueQuery, QueuedPhoto[]> {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    private readonly streams: StreamDecisions,
  ) {}

  async execute(): Promise<QueuedPhoto[]> {
    const queued = await photosUnderInspection(this.sql, QUEUE_PAGE);
    const names = await this.namesOf([...new Set(queued.map((photo) => photo.member_id))]);
    return queued.map((photo) => ({
      id: photo.photo_id,
      member_id: photo.member_id,
      member_name: names.get(photo.member_id) ?? '',
      uploaded_at: photo.uploaded_at.toISOString(),
      ...photoUrls(photo.photo_id),
    }));
  }

  /** Names are personal (encrypted in the log): they come from the members' registrations. */
  private async namesOf(memberIds: string[]): Promise<Map<string, string>> {
    const members = await Promise.all(memberIds.map((memberId) => this.streams.load(registrationDecider, registrationStreamId(memberId))));
    return new Map(members.flatMap((member) => (member.exists && !isErased(member.name) ? [[member.memberId, member.name] as const] : [])));
  }
}
