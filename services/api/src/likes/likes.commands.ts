import type { SwipeRequest } from '@dating/domain';

/** A like from a profile; a card of the member's swipe deck is liked as a swipe. Answers whether it made a match. */
export class LikeMemberCommand {
  constructor(
    readonly memberId: string,
    readonly likedId: string,
  ) {}
}

export class UnlikeMemberCommand {
  constructor(
    readonly memberId: string,
    readonly likedId: string,
  ) {}
}

/** The member opened the profile of `likerId`, who likes them. */
export class MarkLikeSeenCommand {
  constructor(
    readonly memberId: string,
    readonly likerId: string,
  ) {}
}

export class SwipeCommand {
  constructor(
    readonly memberId: string,
    readonly request: SwipeRequest,
  ) {}
}

/** A member run by the site likes the member (the like modal of the query `t`). */
export class AutoLikeCommand {
  constructor(readonly memberId: string) {}
}
