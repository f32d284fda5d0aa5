import type { RemoveChatRequest, SendChatPhotoQuery } from '@dating/domain';
import type { SiteSettings } from '../settings/site-settings.js';

/** A text message; `requestKey` is the browser's idempotency key (`message_id`). */
export class SendMessageCommand {
  constructor(
    readonly senderId: string,
    readonly recipientId: string,
    readonly requestKey: string,
    readonly text: string,
    readonly site: SiteSettings,
  ) {}
}

export class SendChatPhotoCommand {
  constructor(
    readonly senderId: string,
    readonly query: SendChatPhotoQuery,
    readonly content: Buffer,
    readonly site: SiteSettings,
  ) {}
}

export class MarkConversationReadCommand {
  constructor(
    readonly memberId: string,
    readonly conversationId: string,
  ) {}
}

/** Answers how many chats went from the member's list. */
export class RemoveChatCommand {
  constructor(
    readonly memberId: string,
    readonly request: RemoveChatRequest,
  ) {}
}

/** Changes nothing in the log: the other member of the conversation hears it on the live stream. */
export class PassOnTypingCommand {
  constructor(
    readonly memberId: string,
    readonly conversationId: string,
  ) {}
}
