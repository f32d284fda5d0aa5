import type { MailEventRequest, NotificationPreference, SubmittedPushSubscription } from '@dating/domain';

export class RequestEmailChangeCommand {
  constructor(
    readonly memberId: string,
    readonly password: string,
    readonly newEmail: string,
  ) {}
}

export class ConfirmEmailChangeCommand {
  constructor(readonly token: string) {}
}

export class ChangeNotificationsCommand {
  constructor(
    readonly memberId: string,
    readonly preferences: Partial<Record<NotificationPreference, boolean>> | undefined,
    readonly enableMail: boolean,
  ) {}
}

export class RecordMailEventCommand {
  constructor(
    readonly email: string,
    readonly event: MailEventRequest['event'],
  ) {}
}

export class SavePushSubscriptionCommand {
  constructor(
    readonly memberId: string,
    readonly subscription: SubmittedPushSubscription,
  ) {}
}

/** The member stays for the discount the account-deletion dialog offered. */
export class AcceptRetentionOfferCommand {
  constructor(readonly memberId: string) {}
}
