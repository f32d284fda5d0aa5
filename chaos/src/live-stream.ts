import type { ChatsView, ConversationView, LiveEvent } from '@dating/domain';
import type { SiteClient } from './site-client.js';

const RECONNECT_AFTER_MS = 250;

/** The newest messages of a conversation a page shows after reloading it. */
const RELOADED_MESSAGES = 100;

/**
 * A member's open page: its live stream kept open through the proxy and reopened, as EventSource does, with the last
 * event id whenever it is cut (its api process killed, the proxy's connection dropped). Told to reset (the server
 * lost track), it reloads its chats and their messages, as the site's page does. It keeps the ids of the messages
 * that reached it either way.
 */
export class LiveStream {
  readonly messageIds = new Set<string>();
  /** What happened to the stream and when (opened, cut, reset, reloaded): printed beside a message it missed. */
  readonly timeline: { readonly at: number; readonly what: string }[] = [];
  reconnects = 0;
  resets = 0;
  #reloads: Promise<void> = Promise.resolve();
  #lastEventId: string | undefined;
  #closed = false;
  #controller = new AbortController();
  readonly #running: Promise<void>;

  constructor(private readonly client: SiteClient) {
    this.#running = this.#keepOpen();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#controller.abort();
    await this.#running;
    await this.#reloads;
  }

  #note(what: string): void {
    this.timeline.push({ at: Date.now(), what });
  }

  async #reload(): Promise<void> {
    const chats = await this.client.json<ChatsView>('GET', '/api/chats.php');
    let found = 0;
    for (const chat of chats.body.chats ?? []) {
      const page = await this.client.json<ConversationView>('GET', `/api/messages.php?conversation_id=${chat.conversation.id}&limit=${RELOADED_MESSAGES}`);
      for (const message of page.body.messages ?? []) this.messageIds.add(message.id);
      found += page.body.messages?.length ?? 0;
    }
    this.#note(`reloaded ${chats.body.chats?.length ?? 0} chats, ${found} messages`);
  }

  async #keepOpen(): Promise<void> {
    while (!this.#closed) {
      this.#controller = new AbortController();
      try {
        const response = await this.client.request('GET', '/api/events.php', undefined, this.#lastEventId ? { 'last-event-id': this.#lastEventId } : {}, this.#controller.signal);
        this.#note(`opened (${response.status}) after ${this.#lastEventId ?? 'nothing'}`);
        if (response.status === 200 && response.body) await this.#read(response.body);
        else await response.body?.cancel();
      } catch {
        // Cut: reopened below, as a browser does.
      }
      if (this.#closed) return;
      this.#note('cut');
      this.reconnects += 1;
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_AFTER_MS));
    }
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        this.#take(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  #take(frame: string): void {
    let data: string | undefined;
    for (const line of frame.split('\n')) {
      if (line.startsWith('id: ')) this.#lastEventId = line.slice(4);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (!data) return;
    const event = JSON.parse(data) as LiveEvent;
    if (event.type === 'message') this.messageIds.add(event.message.id);
    if (event.type === 'reset') {
      this.#note('told to reset');
      this.resets += 1;
      // A reload that gives up (the site failing for a minute) is a finding of the checks, not the end of the harness:
      // the messages it would have shown are reported missing, with this line beside them.
      this.#reloads = this.#reloads.then(() => this.#reload()).catch((error: unknown) => this.#note(`reload gave up: ${String(error)}`));
    }
  }
}
