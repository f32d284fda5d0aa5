import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlPort } from '@dating/platform';
import { chatPhotoVisibleTo } from '@dating/projections';
import { PhotoFiles } from '../photos/photo-files.js';
import { processPhoto } from '../photos/photo-processor.js';
import { SQL } from '../runtime/tokens.js';
import { SendChatPhotoCommand } from './chat.commands.js';
import { MessageSending, type SentMessage } from './message-sending.js';

/**
 * A photo in a chat: processed like a profile photo (decoded and re-encoded, so no EXIF, GPS or hidden payload
 * survives; size-limited), stored under the id the server mints for the request's key, then paid and delivered like
 * any message for the site's `photo_credits`. A retry with the same key sends the photo already stored and pays
 * nothing more. The files written and removed here are only ever those of the minted id, never one the client named.
 */
@CommandHandler(SendChatPhotoCommand)
export class SendChatPhotoHandler implements ICommandHandler<SendChatPhotoCommand, SentMessage> {
  constructor(
    private readonly sending: MessageSending,
    private readonly files: PhotoFiles,
    @Inject(SQL) private readonly sql: SqlPort,
  ) {}

  async execute({ senderId, query, content, site }: SendChatPhotoCommand): Promise<SentMessage> {
    const processed = await processPhoto(content);
    const upload = createHash('sha256').update(content).digest('base64url');
    const { id: photoId } = await this.sending.messageIdFor(senderId, query.message_id, 'photo', { recipientId: query.member_id, upload });
    const sentBefore = await chatPhotoVisibleTo(this.sql, photoId, senderId);
    // Files first: once the message exists its URLs must work.
    if (!sentBefore) await this.files.save(photoId, processed);
    try {
      return await this.sending.send({
        senderId,
        recipientId: query.member_id,
        messageId: photoId,
        content: { kind: 'photo', photoId },
        credits: site.photo_credits,
        freeChats: site.free_chats,
      });
    } catch (error) {
      // A refused photo leaves no file behind; one a conversation already shows stays.
      if (!sentBefore && !(await chatPhotoVisibleTo(this.sql, photoId, senderId))) await this.files.remove(photoId);
      throw error;
    }
  }
}
