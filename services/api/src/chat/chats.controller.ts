import { Controller, Delete, Get, HttpCode, Inject, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { chatsQuerySchema, conversationRequestSchema, messagesQuerySchema, PHOTO_ERRORS, removeChatRequestSchema, sendChatPhotoQuerySchema, sendMessageRequestSchema, type ChatsQuery, type ChatsView, type ConversationRequest, type ConversationView, type MessagesQuery, type RemoveChatRequest, type SendChatPhotoQuery, type SendMessageRequest, type SendMessageResult } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { chatsOf, chatsProjection } from '@dating/projections';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { AcceptsFormUpload } from '../edge/same-origin.guard.js';
import { ApiError } from '../http/api-errors.js';
import { PhotoUploadInterceptor } from '../photos/photo-upload.interceptor.js';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { SiteHost } from '../settings/site-host.decorator.js';
import { SiteResolver } from '../settings/site-resolver.js';
import { MarkConversationReadCommand, PassOnTypingCommand, RemoveChatCommand, SendChatPhotoCommand, SendMessageCommand } from './chat.commands.js';
import { NotesOwnWrites, ReadsOwnWrites } from '../event-sourcing/own-writes.js';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { ConversationPages } from './conversation-pages.js';
import { ValidBody, ValidQuery } from '../http/validated-input.js';

@Controller('api')
@UseGuards(MemberSessionGuard)
export class ChatsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly pages: ConversationPages,
    private readonly sites: SiteResolver,
    private readonly consistency: ReadModelConsistency,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiOperation({ summary: 'The member’s chats, newest first, with unread counts' })
  @ApiResponse({ status: 200, description: '{ chats: [{ conversation: { id }, profile, num_unread_messages, last_message, updated_at }], num_unread_messages }; with after (a live event’s id), once the list holds that event' })
  @ApiResponse({ status: 400, description: 'VALIDATION.INVALID_BODY (after is not a live event’s id)' })
  @Get('chats.php')
  @ReadsOwnWrites(chatsProjection.name)
  async list(@CurrentSession() session: MemberSession, @ValidQuery(chatsQuerySchema) query: ChatsQuery): Promise<ChatsView> {
    // Live delivery does not wait for the chat list: a page that heard of a conversation it does not list waits here.
    await this.consistency.waitFor(query.after ?? null, [chatsProjection.name]);
    return chatsOf({ sql: this.sql, personalFields: this.personalFields }, { viewerId: session.memberId, now: this.clock.now() });
  }

  @ApiOperation({ summary: 'Remove a chat from the list: { conversation: { id } }, or { profile: { id } } for every chat with that member' })
  @ApiResponse({ status: 200, description: '{ removed }: how many chats went' })
  @ApiResponse({ status: 404, description: 'CHAT.NOT_FOUND' })
  @Delete('chat.php')
  @RateLimited(RATE_LIMITS.conversations)
  async remove(@CurrentSession() session: MemberSession, @ValidBody(removeChatRequestSchema) body: RemoveChatRequest): Promise<{ removed: number }> {
    return { removed: await this.commands.execute<RemoveChatCommand, number>(new RemoveChatCommand(session.memberId, body)) };
  }

  @ApiOperation({ summary: 'One page of a conversation (conversation_id, or member_id for the one with that member), oldest first; before pages back' })
  @ApiResponse({ status: 200, description: '{ conversation, profile, messages, has_more, links_allowed, message_credits, other_read_at }' })
  @ApiResponse({ status: 403, description: 'BLOCK.BLOCKED_BY_MEMBER' })
  @ApiResponse({ status: 404, description: 'CHAT.NOT_FOUND, MEMBER.NOT_FOUND (also a member the visibility rule hides from the viewer)' })
  @Get('messages.php')
  @ReadsOwnWrites(chatsProjection.name)
  messages(@CurrentSession() session: MemberSession, @SiteHost() host: string | undefined, @ValidQuery(messagesQuerySchema) query: MessagesQuery): Promise<ConversationView> {
    return this.pages.page(session.memberId, query, this.sites.forHost(host).message_credits);
  }

  @ApiOperation({ summary: 'Send a message; it costs the site message_credits. message_id is the browser’s idempotency key, made once per message; the server mints the message’s id' })
  @ApiResponse({ status: 201, description: '{ message, credits, free_messages }: status delivered, or held while the sender’s address is unconfirmed' })
  @ApiResponse({ status: 400, description: 'CHAT.SELF, CHAT.MESSAGE_EMPTY, CHAT.MESSAGE_TOO_LONG (params.max)' })
  @ApiResponse({ status: 402, description: 'WALLET.INSUFFICIENT_CREDITS, CHAT.FREE_CHATS_USED (params.limit)' })
  @ApiResponse({ status: 403, description: 'BLOCK.BLOCKED_BY_MEMBER' })
  @ApiResponse({ status: 404, description: 'MEMBER.NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'CHAT.RECIPIENT_BLOCKED, REQUEST.KEY_REUSED (message_id sent before with another message)' })
  @ApiResponse({ status: 429, description: 'CHAT.TOO_MANY_HELD' })
  @Post('message.php')
  @NotesOwnWrites()
  @RateLimited(RATE_LIMITS.paidActions)
  send(@CurrentSession() session: MemberSession, @SiteHost() host: string | undefined, @ValidBody(sendMessageRequestSchema) body: SendMessageRequest): Promise<SendMessageResult> {
    return this.commands.execute<SendMessageCommand, SendMessageResult>(new SendMessageCommand(session.memberId, body.member_id, body.message_id, body.text, this.sites.forHost(host)));
  }

  @ApiOperation({ summary: 'Send a photo (multipart field photo; member_id and message_id, the browser’s idempotency key, in the query); it costs the site photo_credits' })
  @ApiResponse({ status: 201, description: '{ message, credits, free_messages }: the photo as a message, processed like profile photos (no EXIF)' })
  @ApiResponse({ status: 400, description: 'PHOTO.MISSING, PHOTO.NOT_AN_IMAGE, CHAT.SELF' })
  @ApiResponse({ status: 402, description: 'WALLET.INSUFFICIENT_CREDITS, CHAT.FREE_CHATS_USED (params.limit)' })
  @ApiResponse({ status: 403, description: 'BLOCK.BLOCKED_BY_MEMBER' })
  @ApiResponse({ status: 409, description: 'REQUEST.KEY_REUSED (message_id sent before with another photo or recipient)' })
  @ApiResponse({ status: 413, description: 'PHOTO.TOO_LARGE' })
  @Post('chat-photo.php')
  @NotesOwnWrites()
  @AcceptsFormUpload()
  @RateLimited(RATE_LIMITS.paidActions)
  @UseInterceptors(PhotoUploadInterceptor)
  sendPhoto(
    @CurrentSession() session: MemberSession,
    @SiteHost() host: string | undefined,
    @ValidQuery(sendChatPhotoQuerySchema) query: SendChatPhotoQuery,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<SendMessageResult> {
    if (!file) throw new ApiError(PHOTO_ERRORS.MISSING);
    return this.commands.execute<SendChatPhotoCommand, SendMessageResult>(new SendChatPhotoCommand(session.memberId, query, file.buffer, this.sites.forHost(host)));
  }

  @ApiOperation({ summary: 'The member has seen the conversation: its unread count goes to 0, the other side gets read receipts' })
  @ApiResponse({ status: 204, description: 'marked read' })
  @ApiResponse({ status: 404, description: 'CHAT.NOT_FOUND' })
  @Post('chat-read.php')
  @HttpCode(204)
  @RateLimited(RATE_LIMITS.conversations)
  async markRead(@CurrentSession() session: MemberSession, @ValidBody(conversationRequestSchema) body: ConversationRequest): Promise<void> {
    await this.commands.execute(new MarkConversationReadCommand(session.memberId, body.conversation.id));
  }

  @ApiOperation({ summary: 'The member is typing in the conversation: the other side hears it at once' })
  @ApiResponse({ status: 204, description: 'passed on' })
  @ApiResponse({ status: 404, description: 'CHAT.NOT_FOUND' })
  @Post('typing.php')
  @HttpCode(204)
  @RateLimited(RATE_LIMITS.typing)
  async typing(@CurrentSession() session: MemberSession, @ValidBody(conversationRequestSchema) body: ConversationRequest): Promise<void> {
    await this.commands.execute(new PassOnTypingCommand(session.memberId, body.conversation.id));
  }
}
