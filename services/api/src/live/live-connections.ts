import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { sentMessageView, type ChatMessageView, type LiveEvent } from '@dating/domain';
import { compareCheckpoints, type LiveBus, type PersonalFieldCipher, type SqlPort } from '@dating/platform';
import { chatsProjection, likesProjection, messagesForViewers, SESSION_REVOCATION_CONSUMER, viewedMessageKey } from '@dating/projections';
import type { LiveEnvelope } from '@dating/workers';
import { headOfTheLog } from '../event-sourcing/log-head.js';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { LIVE_BUS, PERSONAL_FIELDS, SQL } from '../runtime/tokens.js';

/** Enough recent signals to bridge a reconnect (a phone waking, a network switch); an older gap reloads everything. */
const REPLAY_WINDOW = 5_000;
/**
 * How far back a page opening afresh (no last event id) hears what was said to its member: it loaded what it shows
 * just before, and a signal heard between that load and its registration here would otherwise reach it never. A page
 * takes a message it already shows as that message again.
 */
const FRESH_PAGE_REPLAY_MS = 5_000;
/**
 * How long a reload waits for the chats read model to hold the log: longer than a projections process takes to take
 * over from one that died, as a page reloaded from a read model behind the log would never show what it lacks.
 */
const RESET_WAIT_MS = 60_000;
/**
 * How many pages are told to reload at a time, and how long after the wave before (500 pages a second): once Redis lost
 * messages every page of every api process is told, and all their reloads at once would swamp the api as it comes back.
 */
export const RESET_WAVE = { pages: 100, everyMs: 200 } as const;

export interface LivePage {
  readonly memberId: string;
  /** Writes one server-sent event (`id:`, `event:`, `data:`) to the page. */
  send(event: LiveEvent, id: string | null): void;
  /** Ends the stream (this process is stopping, the member's sessions ended): the browser reconnects, if it still may. */
  end(): void;
}

/**
 * The open pages this process serves, by member, fed from the live bus. Signals are handled one batch after
 * another, so a page hears them in the log's order; each is shaped for its member here, where the page is. A message
 * just sent comes with the signal and is shown as it came, without waiting for any read model: a page told of a
 * conversation it does not list yet reloads its chat list after that event (`chats.php?after=`). Only a change to an
 * older message is read from the chats read model, once that has taken the change in.
 */
@Injectable()
export class LiveConnections implements OnModuleInit, OnModuleDestroy {
  readonly #pages = new Map<string, Set<LivePage>>();
  readonly #recent: { readonly envelope: LiveEnvelope; readonly heardAt: number }[] = [];
  readonly #logger = new Logger('live');
  #turn: Promise<void> = Promise.resolve();
  #unsubscribe?: () => void;
  #stopHearingGaps?: () => void;

  constructor(
    @Inject(LIVE_BUS) private readonly bus: LiveBus,
    private readonly consistency: ReadModelConsistency,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
  ) {}

  onModuleInit(): void {
    this.#unsubscribe = this.bus.subscribe('live', (message) => this.#inTurn(() => this.#deliver(JSON.parse(message) as LiveEnvelope[])));
    this.#stopHearingGaps = this.bus.onGap(() => void this.#inTurn(() => this.#lostTrack()));
  }

  onModuleDestroy(): void {
    this.#unsubscribe?.();
    this.#stopHearingGaps?.();
    for (const pages of this.#pages.values()) for (const page of pages) page.end();
    this.#pages.clear();
  }

  /**
   * Adds a page; with the id of the last event it heard, first replays what it missed, or tells it to reload
   * everything when that is no longer known here. Returns the function that removes the page.
   */
  connect(page: LivePage, lastEventId: string | undefined): Promise<() => void> {
    return this.#inTurn(async () => {
      await (lastEventId ? this.#replay(page, lastEventId) : this.#replayHeardSince(page, Date.now() - FRESH_PAGE_REPLAY_MS));
      const pages = this.#pages.get(page.memberId) ?? new Set();
      this.#pages.set(page.memberId, pages);
      pages.add(page);
      return () => {
        pages.delete(page);
        if (!pages.size) this.#pages.delete(page.memberId);
      };
    });
  }

  /** Typing never enters the log: it goes straight to the other member's pages, wherever they are served. */
  async typing(memberId: string, otherId: string, conversationId: string): Promise<void> {
    const envelope: LiveEnvelope = { id: null, memberIds: [otherId], signal: { type: 'typing', conversation_id: conversationId, member_id: memberId } };
    await this.bus.publish('live', JSON.stringify([envelope]));
  }

  #inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#turn.then(work);
    this.#turn = result.then(
      () => undefined,
      (error: unknown) => this.#logger.error(`live delivery: ${error instanceof Error ? error.message : String(error)}`),
    );
    return result;
  }

  /**
   * The bus lost messages (its Redis went away and came back): every page here reloads what it shows, and the replay
   * window, which now has a hole, is forgotten, so a page reconnecting later with an older id reloads too. Whatever the
   * bus dropped was appended before now: the pages reload once the chats read model holds the log up to here, so the
   * reload shows those messages. Out of the turn: deliveries go on meanwhile.
   */
  async #lostTrack(): Promise<void> {
    this.#recent.length = 0;
    void this.#resetOnceChatsHoldTheLog([...this.#pages.values()].flatMap((pages) => [...pages]));
  }

  /**
   * Before pages are told to reload: the chats read model they reload from holds everything appended so far (the head
   * of the log; where the log is not in PostgreSQL, what the live publisher has published), or the wait's deadline
   * passed.
   */
  async #chatsHoldTheLog(): Promise<void> {
    await headOfTheLog(this.sql)
      .then((head) => this.consistency.waitFor(head, [chatsProjection.name], RESET_WAIT_MS))
      .catch(() => undefined);
  }

  async #resetOnceChatsHoldTheLog(pages: readonly LivePage[]): Promise<void> {
    await this.#chatsHoldTheLog();
    for (let first = 0; first < pages.length; first += RESET_WAVE.pages) {
      if (first > 0) await new Promise((resolve) => setTimeout(resolve, RESET_WAVE.everyMs));
      // A page may have gone meanwhile: its stream is closed then.
      await this.#inTurn(async () => {
        for (const page of pages.slice(first, first + RESET_WAVE.pages)) if (this.#pages.get(page.memberId)?.has(page)) page.send({ type: 'reset' }, null);
      });
    }
  }

  async #replay(page: LivePage, lastEventId: string): Promise<void> {
    const index = this.#recent.findIndex(({ envelope }) => envelope.id === lastEventId);
    const newest = this.#recent.at(-1)?.envelope.id;
    if (index < 0) {
      // Newer than anything here: this process has yet to hear it; older, or from before this process: the page reloads what it shows.
      // Out of the turn: neither this page's opening nor the other pages' deliveries wait for the read model.
      if (!newest || compareCheckpoints(lastEventId, newest) < 0) void this.#resetOnceChatsHoldTheLog([page]);
      return;
    }
    await this.#replayTo(page, this.#recent.slice(index + 1));
  }

  async #replayHeardSince(page: LivePage, since: number): Promise<void> {
    await this.#replayTo(page, this.#recent.filter(({ heardAt }) => heardAt >= since));
  }

  async #replayTo(page: LivePage, heard: readonly { readonly envelope: LiveEnvelope }[]): Promise<void> {
    // A page that (re)connects was let in by its session now: an ending of sessions it missed ended others, not this one.
    const missed = heard.map(({ envelope }) => envelope).filter((envelope) => envelope.memberIds.includes(page.memberId) && envelope.signal.type !== 'sessions-ended');
    if (!missed.length) return;
    const views = await this.#messagesNamedIn(missed.map((envelope) => ({ memberId: page.memberId, envelope })));
    for (const envelope of missed) this.#sendTo(page, envelope, views);
  }

  async #deliver(envelopes: readonly LiveEnvelope[]): Promise<void> {
    const heardAt = Date.now();
    for (const envelope of envelopes) if (envelope.id) this.#recent.push({ envelope, heardAt });
    if (this.#recent.length > REPLAY_WINDOW) this.#recent.splice(0, this.#recent.length - REPLAY_WINDOW);
    const due = envelopes.filter((envelope) => envelope.memberIds.some((memberId) => this.#pages.has(memberId)));
    // A change to an older message is read from the chats read model: only then is it waited for.
    const lastChanged = due.filter((envelope) => envelope.signal.type === 'message').at(-1);
    if (lastChanged?.id) await this.consistency.waitFor(lastChanged.id, [chatsProjection.name]);
    // A page told of likes reads them at once, and a like answers before its read model holds it.
    const lastLikes = due.filter((envelope) => envelope.signal.type === 'likes').at(-1);
    if (lastLikes?.id) await this.consistency.waitFor(lastLikes.id, [likesProjection.name]);
    // A page told its sessions ended reconnects at once: only once they are gone is it refused.
    const lastSessionsEnded = due.filter((envelope) => envelope.signal.type === 'sessions-ended').at(-1);
    if (lastSessionsEnded?.id) await this.consistency.waitFor(lastSessionsEnded.id, [SESSION_REVOCATION_CONSUMER]);
    const deliveries = due.flatMap((envelope) => envelope.memberIds.flatMap((memberId) => [...(this.#pages.get(memberId) ?? [])].map((page) => ({ page, envelope }))));
    // The messages of a batch are read at once, then written in the log's order.
    const views = await this.#messagesNamedIn(deliveries.map(({ page, envelope }) => ({ memberId: page.memberId, envelope })));
    for (const { page, envelope } of deliveries) this.#sendTo(page, envelope, views);
  }

  /** The messages the signals name, each as the member to be told sees it, in one read. */
  #messagesNamedIn(deliveries: readonly { memberId: string; envelope: LiveEnvelope }[]): Promise<ReadonlyMap<string, ChatMessageView>> {
    const wanted = deliveries.flatMap(({ memberId, envelope: { signal } }) => (signal.type === 'message' ? [{ viewerId: memberId, messageId: signal.messageId }] : []));
    return messagesForViewers({ sql: this.sql, personalFields: this.personalFields }, wanted);
  }

  /** The signal as the page's member may hear it: a message as that member sees it, or nothing if they may not. */
  #sendTo(page: LivePage, { id, signal }: LiveEnvelope, views: ReadonlyMap<string, ChatMessageView>): void {
    if (signal.type === 'sessions-ended') return page.end();
    if (signal.type === 'sent') {
      const { senderId, recipientId } = signal.message;
      return page.send({ type: 'message', message: sentMessageView(signal.message, page.memberId), member_id: page.memberId === senderId ? recipientId : senderId }, id);
    }
    if (signal.type !== 'message') return page.send(signal, id);
    const message = views.get(viewedMessageKey({ viewerId: page.memberId, messageId: signal.messageId }));
    if (message) page.send({ type: 'message', message }, id);
  }
}
