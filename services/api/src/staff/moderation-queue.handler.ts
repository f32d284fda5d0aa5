import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isErased, registrationDecider, registrationStreamId } from '@dating/domain';
import { EventSourcedRepository } from '@dating/platform';
import { PhotosReadModel } from '../photos/photos.read-model.js';
import { photoUrls } from '../search/profile-card.js';
import { GetModerationQueueQuery } from './staff.messages.js';

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
    private readonly photos: PhotosReadModel,
    private readonly repository: EventSourcedRepository,
  ) {}

  async execute(): Promise<QueuedPhoto[]> {
    const queued = await this.photos.underInspection(QUEUE_PAGE);
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
    const members = await Promise.all(memberIds.map((memberId) => this.repository.load(registrationDecider, registrationStreamId(memberId))));
    return new Map(members.flatMap(({ state }) => (state.exists && !isErased(state.name) ? [[state.memberId, state.name] as const] : [])));
  }
}
