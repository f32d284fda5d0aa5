import type { LiveEvent } from '@dating/domain';
import type { HttpClient } from './http-client.js';

export interface ReceivedLiveEvent {
  readonly id: string | null;
  readonly event: LiveEvent;
  readonly receivedAt: number;
}

/** An open page's event stream, as a browser's EventSource reads it: every event kept, with its id and arrival time. */
export class LiveClient {
  readonly events: ReceivedLiveEvent[] = [];
  #waiters: (() => void)[] = [];
  #ended!: Promise<void>;

  private constructor(private readonly controller: AbortController) {}

  static async open(client: HttpClient, lastEventId?: string): Promise<LiveClient> {
    const controller = new AbortController();
    const response = await client.request('GET', '/api/events.php', undefined, lastEventId ? { 'last-event-id': lastEventId } : {}, controller.signal);
    if (response.status !== 200 || !response.body) throw new Error(`events.php answered ${response.status}`);
    const live = new LiveClient(controller);
    live.#ended = live.#read(response.body);
    return live;
  }

  /** Resolves with the first event (already received or still to come) that `matches`. */
  async next(matches: (event: LiveEvent) => boolean, timeoutMs = 10_000): Promise<ReceivedLiveEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((received) => matches(received.event));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching live event within ${timeoutMs} ms; got ${JSON.stringify(this.events.map((received) => received.event))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  get lastEventId(): string | undefined {
    return this.events.findLast((received) => received.id)?.id ?? undefined;
  }

  /** Resolves once the server has ended the stream (or the test closed it). */
  ended(): Promise<void> {
    return this.#ended;
  }

  close(): void {
    this.controller.abort();
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.#take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Closed by the test.
    }
  }

  #take(frame: string): void {
    const fields = new Map(frame.split('\n').filter((line) => line && !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
    const data = fields.get('data');
    if (!data) return;
    this.events.push({ id: fields.get('id') ?? null, event: JSON.parse(data) as LiveEvent, receivedAt: Date.now() });
    for (const wake of this.#waiters.splice(0)) wake();
  }
}
