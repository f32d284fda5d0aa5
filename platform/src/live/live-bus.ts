import { Redis } from 'ioredis';

/**
 * `appended`: some process appended to the log (consumers elsewhere wake); `checkpoint`: a consumer committed a batch
 * (requests waiting to read their own writes go on); `live`: what open pages should hear at once.
 */
export type LiveChannel = 'appended' | 'checkpoint' | 'live';
export type LiveListener = (message: string) => void;

/**
 * The fan-out every API process subscribes to: Redis pub/sub in production, so a member connected to any instance
 * hears what was decided on any other; in-process in the embedded default. Messages are fire-and-forget: the log
 * stays the truth, and what a page misses it reloads.
 */
export interface LiveBus {
  publish(channel: LiveChannel, message: string): Promise<void>;
  /** Returns a function that removes the listener. */
  subscribe(channel: LiveChannel, listener: LiveListener): () => void;
  close(): Promise<void>;
}

class Listeners {
  readonly #byChannel = new Map<LiveChannel, Set<LiveListener>>();

  add(channel: LiveChannel, listener: LiveListener): () => void {
    const listeners = this.#byChannel.get(channel) ?? new Set();
    this.#byChannel.set(channel, listeners);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  clear(): void {
    this.#byChannel.clear();
  }

  deliver(channel: LiveChannel, message: string): void {
    for (const listener of this.#byChannel.get(channel) ?? []) {
      // One page's failing listener must not keep the message from the others.
      try {
        listener(message);
      } catch {
        continue;
      }
    }
  }
}

export class InProcessLiveBus implements LiveBus {
  readonly #listeners = new Listeners();

  publish(channel: LiveChannel, message: string): Promise<void> {
    // Like Redis, never within the publisher's own call stack.
    queueMicrotask(() => this.#listeners.deliver(channel, message));
    return Promise.resolve();
  }

  subscribe(channel: LiveChannel, listener: LiveListener): () => void {
    return this.#listeners.add(channel, listener);
  }

  /** Like a Redis bus's closing, which ends its subscription: nothing reaches its listeners any more. */
  close(): Promise<void> {
    this.#listeners.clear();
    return Promise.resolve();
  }
}

/** Redis pub/sub: one connection publishes, one listens (a subscribed connection can do nothing else). */
export class RedisLiveBus implements LiveBus {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #listeners = new Listeners();
  readonly #prefix: string;

  constructor(redisUrl: string, prefix: string) {
    this.#prefix = `${prefix}:live:`;
    this.#publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    this.#subscriber = new Redis(redisUrl);
    // Both reconnect by themselves; a page that missed messages meanwhile catches up by its periodic refresh.
    this.#publisher.on('error', () => undefined);
    this.#subscriber.on('error', () => undefined);
    this.#subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(this.#prefix)) this.#listeners.deliver(channel.slice(this.#prefix.length) as LiveChannel, message);
    });
  }

  /** Resolves once every channel is subscribed: a message published after it is heard. */
  async start(): Promise<this> {
    await this.#subscriber.subscribe(`${this.#prefix}appended`, `${this.#prefix}checkpoint`, `${this.#prefix}live`);
    return this;
  }

  async publish(channel: LiveChannel, message: string): Promise<void> {
    await this.#publisher.publish(`${this.#prefix}${channel}`, message);
  }

  subscribe(channel: LiveChannel, listener: LiveListener): () => void {
    return this.#listeners.add(channel, listener);
  }

  async close(): Promise<void> {
    this.#subscriber.disconnect();
    this.#publisher.disconnect();
  }
}
