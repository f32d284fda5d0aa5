import { jest } from '@jest/globals';
import type { LiveEvent, MessageSent } from '@dating/domain';
import { InProcessLiveBus, type PersonalFieldCipher, type SqlPort } from '@dating/platform';
import { eventually } from '@dating/platform/testing';
import type { LiveEnvelope } from '@dating/workers';
import type { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { LiveConnections, RESET_WAVE, type LivePage } from './live-connections.js';

const [ANNA, BO] = ['7b1d2c9e-0000-4000-8000-00000000000a', '7b1d2c9e-0000-4000-8000-00000000000b'];

const sent: MessageSent['data'] = {
  conversationId: 'c0ffee00-0000-4000-8000-000000000001',
  messageId: 'c0ffee00-0000-4000-8000-000000000002',
  senderId: ANNA,
  recipientId: BO,
  kind: 'text',
  text: 'Hej Bo',
  gift: null,
  photoId: null,
  credits: 2,
  sentAt: '2026-11-29T12:00:00.000Z',
  status: 'delivered',
};

const aPage = (memberId: string) => {
  const heard: { event: LiveEvent; id: string | null }[] = [];
  const page: LivePage = { memberId, send: (event, id) => heard.push({ event, id }), end: () => undefined };
  return { page, heard };
};

/** A chats read model that never catches up, and is never to be read: delivery must not need it. */
const unreachable = () => {
  const fail = () => Promise.reject(new Error('the chats read model was asked'));
  const consistency = { waitFor: fail } as unknown as ReadModelConsistency;
  const sql = { query: fail } as unknown as SqlPort;
  return { consistency, sql, personalFields: {} as PersonalFieldCipher };
};

describe('LiveConnections', () => {
  it('shows a message just sent to both members’ pages from the signal alone, without waiting for or reading the chats read model', async () => {
    const bus = new InProcessLiveBus();
    const { consistency, sql, personalFields } = unreachable();
    const connections = new LiveConnections(bus, consistency, sql, personalFields);
    connections.onModuleInit();
    const [annas, bos] = [aPage(ANNA), aPage(BO)];
    await connections.connect(annas.page, undefined);
    await connections.connect(bos.page, undefined);

    const envelope: LiveEnvelope = { id: '17', memberIds: [ANNA, BO], signal: { type: 'sent', message: sent } };
    await bus.publish('live', JSON.stringify([envelope]));
    // The next turn of the connections runs after the delivery.
    await connections.connect(aPage(ANNA).page, undefined);

    const shown = { id: sent.messageId, conversation_id: sent.conversationId, kind: 'text', text: 'Hej Bo', gift: null, photo: null, sent_at: sent.sentAt, status: 'delivered', read: false };
    expect(bos.heard).toEqual([{ event: { type: 'message', message: { ...shown, from_me: false }, member_id: ANNA }, id: '17' }]);
    expect(annas.heard).toEqual([{ event: { type: 'message', message: { ...shown, from_me: true }, member_id: BO }, id: '17' }]);
    connections.onModuleDestroy();
  });

  it('tells a page opening afresh what was said to its member while it loaded, the moments before it was registered', async () => {
    const bus = new InProcessLiveBus();
    const { consistency, sql, personalFields } = unreachable();
    const connections = new LiveConnections(bus, consistency, sql, personalFields);
    connections.onModuleInit();
    await bus.publish('live', JSON.stringify([{ id: '17', memberIds: [ANNA, BO], signal: { type: 'sent', message: sent } } satisfies LiveEnvelope]));
    const [bos, someoneElses] = [aPage(BO), aPage('7b1d2c9e-0000-4000-8000-00000000000c')];

    await connections.connect(bos.page, undefined);
    await connections.connect(someoneElses.page, undefined);

    expect(bos.heard).toEqual([{ event: { type: 'message', message: expect.objectContaining({ id: sent.messageId, from_me: false }), member_id: ANNA }, id: '17' }]);
    expect(someoneElses.heard).toEqual([]);
    connections.onModuleDestroy();
  });

  it('tells every open page to reload once the bus lost messages, and no longer replays across the hole', async () => {
    // An in-process bus never loses anything: this one is told when Redis would have.
    let gap = (): void => undefined;
    const bus = Object.assign(new InProcessLiveBus(), { onGap: (listener: () => void) => ((gap = listener), () => undefined) });
    const { consistency, sql, personalFields } = unreachable();
    const connections = new LiveConnections(bus, consistency, sql, personalFields);
    connections.onModuleInit();
    const [annas, bos] = [aPage(ANNA), aPage(BO)];
    await connections.connect(annas.page, undefined);
    await bus.publish('live', JSON.stringify([{ id: '17', memberIds: [ANNA, BO], signal: { type: 'sent', message: sent } } satisfies LiveEnvelope]));
    await connections.connect(bos.page, undefined);

    gap();
    // A page that heard event 17 before the hole reconnects: what came after 17 may be lost, so it reloads too.
    const bosAgain = aPage(BO);
    await connections.connect(bosAgain.page, '17');

    await eventually(() => bosAgain.heard.length > 0, 'the reconnected page told to reload');
    // Bo's page opened afresh just after 17: it heard 17 then.
    expect(annas.heard.map(({ event }) => event.type)).toEqual(['message', 'reset']);
    expect(bos.heard.map(({ event }) => event.type)).toEqual(['message', 'reset']);
    expect(bosAgain.heard).toEqual([{ event: { type: 'reset' }, id: null }]);
    connections.onModuleDestroy();
  });

  it('tells a great many open pages to reload in waves after the bus lost messages, so that their reloads do not all reach the api at once', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let gap = (): void => undefined;
      const bus = Object.assign(new InProcessLiveBus(), { onGap: (listener: () => void) => ((gap = listener), () => undefined) });
      const { consistency, sql, personalFields } = unreachable();
      const connections = new LiveConnections(bus, consistency, sql, personalFields);
      connections.onModuleInit();
      const pages = Array.from({ length: 2 * RESET_WAVE.pages + 50 }, (_, index) => aPage(`7b1d2c9e-0000-4000-8000-${String(index).padStart(12, '0')}`));
      for (const { page } of pages) await connections.connect(page, undefined);
      const told = () => pages.filter(({ heard }) => heard.some(({ event }) => event.type === 'reset')).length;

      gap();
      await jest.advanceTimersByTimeAsync(0);
      expect(told()).toBe(RESET_WAVE.pages);
      await jest.advanceTimersByTimeAsync(RESET_WAVE.everyMs);
      expect(told()).toBe(2 * RESET_WAVE.pages);
      await jest.advanceTimersByTimeAsync(RESET_WAVE.everyMs);
      expect(told()).toBe(pages.length);
      connections.onModuleDestroy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('has the pages reload only once the chats read model holds the log as far as it went when the bus lost messages, delivering what is sent meanwhile', async () => {
    let gap = (): void => undefined;
    const bus = Object.assign(new InProcessLiveBus(), { onGap: (listener: () => void) => ((gap = listener), () => undefined) });
    const head = '00000000000000000042-00000000000000000007';
    const sql = { query: async () => ({ rows: [{ transaction_id: '42', global_position: '7' }] }) } as unknown as SqlPort;
    let caughtUp = (): void => undefined;
    const waitedFor: unknown[] = [];
    const consistency = {
      waitFor: (checkpoint: string, projections: string[]) => (waitedFor.push([checkpoint, projections]), new Promise<void>((resolve) => (caughtUp = resolve))),
    } as unknown as ReadModelConsistency;
    const connections = new LiveConnections(bus, consistency, sql, {} as PersonalFieldCipher);
    connections.onModuleInit();
    const annas = aPage(ANNA);
    await connections.connect(annas.page, undefined);

    gap();
    await eventually(() => waitedFor.length === 1, 'the wait for the chats read model');
    expect(waitedFor).toEqual([[head, ['chats']]]);
    // Meanwhile the messages sent go on reaching the page.
    await bus.publish('live', JSON.stringify([{ id: '17', memberIds: [ANNA, BO], signal: { type: 'sent', message: sent } } satisfies LiveEnvelope]));
    await eventually(() => annas.heard.length === 1, 'the message sent during the wait');
    caughtUp();
    await eventually(() => annas.heard.length === 2, 'the reset');
    expect(annas.heard.map(({ event }) => event.type)).toEqual(['message', 'reset']);
    connections.onModuleDestroy();
  });

  it('opens a page reconnecting with an event id this process never heard at once, and tells it to reload once the chats read model holds the log', async () => {
    const bus = new InProcessLiveBus();
    const sql = { query: async () => ({ rows: [{ transaction_id: '42', global_position: '7' }] }) } as unknown as SqlPort;
    let caughtUp = (): void => undefined;
    const consistency = { waitFor: () => new Promise<void>((resolve) => (caughtUp = resolve)) } as unknown as ReadModelConsistency;
    const connections = new LiveConnections(bus, consistency, sql, {} as PersonalFieldCipher);
    connections.onModuleInit();
    const [bos, annas] = [aPage(BO), aPage(ANNA)];
    await connections.connect(annas.page, undefined);

    // Connecting resolves while the read model is still behind: the page opens, and the others' deliveries go on.
    await connections.connect(bos.page, '00000000000000000001-00000000000000000001');
    await bus.publish('live', JSON.stringify([{ id: '17', memberIds: [ANNA, BO], signal: { type: 'sent', message: sent } } satisfies LiveEnvelope]));
    await eventually(() => annas.heard.length === 1, 'the message to the other page');
    expect(bos.heard.map(({ event }) => event.type)).toEqual(['message']);

    caughtUp();
    await eventually(() => bos.heard.length === 2, 'the reset');
    expect(bos.heard.map(({ event }) => event.type)).toEqual(['message', 'reset']);
    connections.onModuleDestroy();
  });
});
