import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { SessionStore } from '@dating/platform';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { Presence } from './presence.js';

// Below the idle timeouts of common proxies.
const HEARTBEAT_MS = 25_000;

export interface BeatingStream {
  readonly memberId: string;
  readonly sessionHash: string;
  /** Writes the keep-alive comment. */
  beat(): void;
  /** Ends the stream: its session has ended (a logout elsewhere, a ban). */
  close(): void;
}

/**
 * Keeps every open event stream of this process alive, checks that its session is still open, and records its member's
 * page as seen: all streams on one timer, so a beat is one session query and one presence statement for them all. A
 * timer per stream made a query and a commit per page, and pages that opened together (a crowd coming online, a
 * deploy's reconnect wave) beat together, queueing every message sent at that moment behind hundreds of commits.
 */
@Injectable()
export class LiveHeartbeat implements OnModuleInit, OnModuleDestroy {
  readonly #streams = new Set<BeatingStream>();
  #timer?: NodeJS.Timeout;

  constructor(
    private readonly sessions: SessionStore,
    private readonly presence: Presence,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.#timer = setInterval(() => void this.beat(), HEARTBEAT_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.#timer);
  }

  /** Beats the stream from the next beat on; returns the function that stops beating it. */
  add(stream: BeatingStream): () => void {
    this.#streams.add(stream);
    return () => this.#streams.delete(stream);
  }

  /** One beat of every open stream: the session lookups of one turn go out as one query (`SessionStore.find`). */
  async beat(): Promise<void> {
    const now = this.clock.now();
    const streams = [...this.#streams];
    // A session that cannot be looked up now ends its stream: the browser reconnects, and is asked for its session then.
    const open = await Promise.all(streams.map((stream) => this.sessions.find(stream.sessionHash, now).catch(() => undefined)));
    streams.forEach((stream, index) => (open[index] ? stream.beat() : stream.close()));
    await this.presence.pagesSeen(streams.filter((_, index) => open[index]).map((stream) => stream.memberId)).catch(() => undefined);
  }
}
