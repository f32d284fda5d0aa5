import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { postJson } from './http-client.js';
import { measureConcurrent, type Throughput } from './measure.js';

/**
 * The chat bench's simulated members, in a process of their own that loads nothing of the site (only this file and
 * measure.js): the clock that times each message must not stop for a garbage collection of the site's code and data,
 * which the bench's own process holds to seed the database.
 */

export interface Chatter {
  readonly id: string;
  readonly cookie: string;
  readonly baseUrl: string;
}

export interface ChatPlan {
  readonly chatters: readonly Chatter[];
  /** Messages each member of a pair sends, taking turns. */
  readonly turnsPerPair: number;
  /** How long a member reads and types before answering in the paced phase, on average. */
  readonly typingMs: number;
}

export interface ChatOutcome {
  readonly flood: Throughput;
  readonly floodLatencies: number[];
  readonly paced: Throughput;
  readonly pacedLatencies: number[];
  /** How long the paced sends took to be answered, without the trip to the other member. */
  readonly pacedAnswers: number[];
}

/** An open page's event stream: calls `heard` with the id of every message that reaches it. */
const openStream = async (chatter: Chatter, heard: (messageId: string) => void): Promise<AbortController> => {
  const controller = new AbortController();
  const response = await fetch(`${chatter.baseUrl}/api/events.php`, { headers: { cookie: chatter.cookie }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`events.php answered ${response.status}`);
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          const event = data ? (JSON.parse(data.slice(6)) as { type: string; message?: { id: string; from_me: boolean } }) : undefined;
          if (event?.type === 'message' && event.message && !event.message.from_me) heard(event.message.id);
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return controller;
};

/**
 * Every member with its event stream open; a flood first (every pair answering at once: the most the site carries, and
 * the processes warmed up), then people chatting with new partners at a typing pace. Each send is timed from its
 * request to the moment the other member's stream delivers it.
 */
export const chat = async ({ chatters, turnsPerPair, typingMs }: ChatPlan): Promise<ChatOutcome> => {
  // The server mints a message's id (the browser's is only the request's key): a stream may hear a message before its
  // sender has read the id in the answer, so when each was heard is kept for the sender to find.
  const heardAt = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const streams: AbortController[] = [];
  try {
    for (const chatter of chatters) {
      streams.push(
        await openStream(chatter, (messageId) => {
          heardAt.set(messageId, performance.now());
          waiting.get(messageId)?.();
        }),
      );
    }
    let latencies: number[] = [];
    let answered: number[] = [];
    const sendAndHear = async (from: Chatter, to: Chatter) => {
      const requestKey = randomUUID();
      const started = performance.now();
      const response = await postJson(`${from.baseUrl}/api/message.php`, from.cookie, { member_id: to.id, message_id: requestKey, text: `message ${requestKey}` });
      if (response.status !== 201) throw new Error(`message.php answered ${response.status}: ${response.body}`);
      const { message } = JSON.parse(response.body) as { message: { id: string } };
      answered.push(performance.now() - started);
      if (!heardAt.has(message.id)) await new Promise<void>((resolve) => waiting.set(message.id, resolve));
      latencies.push(heardAt.get(message.id)! - started);
      waiting.delete(message.id);
      heardAt.delete(message.id);
    };
    const pairs = chatters.length / 2;
    /** `shift` 1 pairs every member with another partner than `shift` 0 does: new conversations, as a first message starts them. */
    const converse = (shift: number) => (pair: number, turn: number) => {
      const [a, b] = [chatters[(pair * 2 + shift) % chatters.length]!, chatters[(pair * 2 + 1 + shift) % chatters.length]!];
      return turn % 2 ? sendAndHear(b, a) : sendAndHear(a, b);
    };
    const flood = await measureConcurrent(pairs, turnsPerPair * 2, converse(0));
    const floodLatencies = latencies;
    [latencies, answered] = [[], []];
    // Each pair starts at its own moment and answers after reading and typing, some faster, some slower. With the same
    // typing time for all, the pairs one slow moment held up answered together from then on, every turn: a crowd no
    // chat of people makes.
    const paced = await measureConcurrent(pairs, turnsPerPair, async (pair, turn) => {
      await delay(turn === 0 ? Math.random() * typingMs : typingMs * (0.5 + Math.random()));
      await converse(1)(pair, turn);
    });
    return { flood, floodLatencies, paced, pacedLatencies: latencies, pacedAnswers: answered };
  } finally {
    for (const stream of streams) stream.abort();
  }
};

// Run as a child of the chat bench (forked with a channel to it): one plan in, its outcome out.
if (process.send) process.once('message', (plan: ChatPlan) => {
  chat(plan).then(
    (outcome) => process.send!(outcome, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
