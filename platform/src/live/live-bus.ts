import { hkdfSync } from 'node:crypto';
import { Redis } from 'ioredis';
import { open, seal } from '../crypto-shredding/aes-gcm.js';

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
  /**
   * Calls `listener` whenever messages may have been lost: the subscription was cut (Redis restarted, the network
   * dropped) and is back. What was published meanwhile never comes; a listener tells its pages to reload.
   * Returns a function that removes the listener.
   */
  onGap(listener: () => void): () => void;
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

  /** Within one process nothing is ever lost on the way. */
  onGap(): () => void {
    return () => undefined;
  }

  /** Like a Redis bus's closing, which ends its subscription: nothing reaches its listeners any more. */
  close(): Promise<void> {
    this.#listeners.clear();
    return Promise.resolve();
  }
}

const SEALING_KEY_BYTES = 32;
const SEALING_KEY_SALT = 'dating.live-bus';
const SEALING_KEY_INFO = 'live-signals/v1';

/**
 * Redis pub/sub: one connection publishes, one listens (a subscribed connection can do nothing else). What open pages
 * hear (`live`: a message just sent, with its text) crosses Redis sealed with a key of the site's secret, so neither
 * Redis nor anyone listening on its network reads it; a message another secret sealed, or one tampered with, is
 * dropped. `appended` and `checkpoint` name positions in the log only, and go as they are.
 */
export class RedisLiveBus implements LiveBus {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #listeners = new Listeners();
  readonly #gapListeners = new Set<() => void>();
  readonly #prefix: string;
  readonly #sealingKey: Buffer;
  #subscribed = false;

  constructor(redisUrl: string, prefix: string, appSecret: string) {
    this.#prefix = `${prefix}:live:`;
    this.#sealingKey = Buffer.from(hkdfSync('sha256', appSecret, SEALING_KEY_SALT, SEALING_KEY_INFO, SEALING_KEY_BYTES));
    // Named, so an operator's CLIENT LIST tells the site's connections apart.
    this.#publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectionName: `${prefix}:live-publisher` });
    this.#subscriber = new Redis(redisUrl, { connectionName: `${prefix}:live-subscriber` });
    // Both reconnect by themselves, and ioredis subscribes again; whatever was published while the subscriber was
    // away is lost, which the gap listeners hear once it is back ('ready' comes after the channels are subscribed again).
    this.#publisher.on('error', () => undefined);
    this.#subscriber.on('error', () => undefined);
    this.#subscriber.on('ready', () => {
      if (!this.#subscribed) return;
      for (const listener of this.#gapListeners) listener();
    });
    this.#subscriber.on('message', (channel: string, message: string) => {
      if (!channel.startsWith(this.#prefix)) return;
      const name = channel.slice(this.#prefix.length) as LiveChannel;
      const opened = name === 'live' ? this.#opened(channel, message) : message;
      if (opened !== undefined) this.#listeners.deliver(name, opened);
    });
  }

  /** Resolves once every channel is subscribed: a message published after it is heard. */
  async start(): Promise<this> {
    await this.#subscriber.subscribe(`${this.#prefix}appended`, `${this.#prefix}checkpoint`, `${this.#prefix}live`);
    this.#subscribed = true;
    return this;
  }

  async publish(channel: LiveChannel, message: string): Promise<void> {
    const name = `${this.#prefix}${channel}`;
    await this.#publisher.publish(name, channel === 'live' ? seal(this.#sealingKey, Buffer.from(message, 'utf8'), name).toString('base64') : message);
  }

  #opened(channel: string, sealed: string): string | undefined {
    try {
      return open(this.#sealingKey, Buffer.from(sealed, 'base64'), channel).toString('utf8');
    } catch {
      return undefined;
    }
  }

  subscribe(channel: LiveChannel, listener: LiveListener): () => void {
    return this.#listeners.add(channel, listener);
  }

  onGap(listener: () => void): () => void {
    this.#gapListeners.add(listener);
    return () => this.#gapListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#gapListeners.clear();
    this.#subscriber.disconnect();
    this.#publisher.disconnect();
  }
}
