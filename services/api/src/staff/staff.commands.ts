import type { PhotoDecisionRequest } from '@dating/domain';

export class GetModerationQueueQuery {}

export class DecidePhotoCommand {
  constructor(
    readonly staffMemberId: string,
    readonly decision: PhotoDecisionRequest,
  ) {}
}
