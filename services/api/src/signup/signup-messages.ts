import { DomainError, isErased, registrationDecider, registrationStreamId } from '@dating/domain';
import type { MessageSending } from '../chat/message-sending.js';
import type { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import type { SiteSettings } from '../settings/site-settings.js';

/**
 * The first message a visitor wrote to a member while signing up (/members/{id}/signup), sent by the welcome
 * follow-up once the new member's credits are there. It goes through the message pipeline like any other: paid, and
 * held until the sender confirms their address. Its id was minted at signup, so a retried follow-up sends it once.
 */
export class SignupMessages {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly sending: MessageSending,
    private readonly siteOf: (domain: string) => Pick<SiteSettings, 'message_credits' | 'free_chats'>,
    private readonly logError: (message: string) => void,
  ) {}

  async send(memberId: string): Promise<void> {
    const member = await this.streams.load(registrationDecider, registrationStreamId(memberId));
    const message = member.exists ? member.signupMessage : null;
    if (!member.exists || !message || isErased(message)) return;
    const site = this.siteOf(member.domain);
    try {
      await this.sending.send({
        senderId: memberId,
        recipientId: message.recipientId,
        messageId: message.messageId,
        content: { kind: 'text', text: message.text },
        credits: site.message_credits,
        freeChats: site.free_chats,
      });
    } catch (error) {
      // A refusal is for good (the member is gone or blocked them, no credits): the member may still write in the chat.
      if (!(error instanceof DomainError)) throw error;
      this.logError(`Signup message of ${memberId} not sent: ${error.code}`);
    }
  }
}
