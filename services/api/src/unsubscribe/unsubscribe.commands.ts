import type { NotificationPreference } from '@dating/domain';

/** Turn off the one preference an unsubscribe link names; `token` is the link's, as it came (anything, until verified). */
export class UnsubscribeCommand {
  constructor(readonly token: unknown) {}
}

/** What an unsubscribe link is about and whether its mails are off already; asking changes nothing. */
export class UnsubscribeLinkQuery {
  constructor(readonly token: unknown) {}
}

export interface UnsubscribeLinkView {
  readonly preference: NotificationPreference;
  readonly alreadyOff: boolean;
}
