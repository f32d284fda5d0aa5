import { eventually } from '../testing/eventually.js';
import type { LiveBus, LiveChannel } from './live-bus.js';

/** The fan-out one suite of the contract uses. */
export interface LiveBusBackend {
  /** A bus as one process has it, subscribed to every channel when it resolves. */
  aBus(): Promise<LiveBus>;
  /** Whether buses of different processes hear each other (Redis); an in-process bus is its process's alone. */
  readonly acrossProcesses: boolean;
  dispose(): Promise<void>;
}

const CHANNEL: LiveChannel = 'live';
const OTHER_CHANNEL: LiveChannel = 'checkpoint';

/** A listener that keeps what it hears. */
const anEar = () => {
  const heard: string[] = [];
  return { heard, listener: (message: string) => void heard.push(message) };
};

/**
 * The behaviour every LiveBus must have. `openBackend` runs once for the suite and resolves to undefined (after a loud
 * warning; with REQUIRE_SERVICES=1 it throws instead) when its service is not there: the suite then skips.
 */
export const liveBusContract = (busName: string, openBackend: () => Promise<LiveBusBackend | undefined>): void => {
  describe(`${busName} (LiveBus contract)`, () => {
    let backend: LiveBusBackend | undefined;
    let buses: LiveBus[];

    beforeAll(async () => {
      backend = await openBackend();
    });
    afterAll(() => backend?.dispose());
    beforeEach(() => {
      buses = [];
    });
    afterEach(() => Promise.all(buses.map((bus) => bus.close())));

    const aBus = async () => {
      const bus = await backend!.aBus();
      buses.push(bus);
      return bus;
    };
    const test = (name: string, body: () => Promise<void>) =>
      it(name, async () => {
        if (backend) await body();
      });

    test('delivers a message to every listener of its channel and to none of another channel', async () => {
      const sut = await aBus();
      const [first, second, elsewhere] = [anEar(), anEar(), anEar()];
      sut.subscribe(CHANNEL, first.listener);
      sut.subscribe(CHANNEL, second.listener);
      sut.subscribe(OTHER_CHANNEL, elsewhere.listener);

      await sut.publish(CHANNEL, 'hello');
      await sut.publish(OTHER_CHANNEL, 'after hello');
      await eventually(() => elsewhere.heard.length === 1, 'the message on the other channel');

      expect(first.heard).toEqual(['hello']);
      expect(second.heard).toEqual(['hello']);
      expect(elsewhere.heard).toEqual(['after hello']);
    });

    test('never delivers within the publisher’s own call', async () => {
      const sut = await aBus();
      const ear = anEar();
      sut.subscribe(CHANNEL, ear.listener);

      const publishing = sut.publish(CHANNEL, 'later');
      expect(ear.heard).toEqual([]);
      await publishing;

      await eventually(() => ear.heard.length === 1, 'the message');
    });

    test('delivers the messages of a channel in the order they were published', async () => {
      const sut = await aBus();
      const ear = anEar();
      sut.subscribe(CHANNEL, ear.listener);
      const sent = Array.from({ length: 100 }, (_, index) => `message-${index}`);

      for (const message of sent) await sut.publish(CHANNEL, message);
      await eventually(() => ear.heard.length === sent.length, 'every message');

      expect(ear.heard).toEqual(sent);
    });

    test('stops delivering to a listener once it unsubscribed, and goes on delivering to the others', async () => {
      const sut = await aBus();
      const [leaving, staying] = [anEar(), anEar()];
      const unsubscribe = sut.subscribe(CHANNEL, leaving.listener);
      sut.subscribe(CHANNEL, staying.listener);
      await sut.publish(CHANNEL, 'before');
      await eventually(() => staying.heard.length === 1, 'the first message');

      unsubscribe();
      await sut.publish(CHANNEL, 'after');
      await eventually(() => staying.heard.length === 2, 'the second message');

      expect(leaving.heard).toEqual(['before']);
    });

    test('delivers to the other listeners when one of them throws', async () => {
      const sut = await aBus();
      const ear = anEar();
      sut.subscribe(CHANNEL, () => {
        throw new Error('a broken page');
      });
      sut.subscribe(CHANNEL, ear.listener);

      await sut.publish(CHANNEL, 'still heard');

      await eventually(() => ear.heard.length === 1, 'the message');
    });

    test('delivers nothing to the listeners of a closed bus', async () => {
      const [sut, witness] = [await aBus(), await aBus()];
      const [closed, open] = [anEar(), anEar()];
      sut.subscribe(CHANNEL, closed.listener);
      witness.subscribe(CHANNEL, open.listener);

      await sut.close();
      await sut.publish(CHANNEL, 'after close').catch(() => undefined);
      // Heard after whatever the closed bus might still have delivered.
      await witness.publish(CHANNEL, 'witness');
      await eventually(() => open.heard.includes('witness'), 'the witness message');

      expect(closed.heard).toEqual([]);
    });

    it('delivers a message published in one process to the listeners of every process', async () => {
      if (!backend?.acrossProcesses) return;
      const [publisher, listening] = [await aBus(), await aBus()];
      const [own, other] = [anEar(), anEar()];
      publisher.subscribe(CHANNEL, own.listener);
      listening.subscribe(CHANNEL, other.listener);

      await publisher.publish(CHANNEL, 'to everyone');
      await eventually(() => own.heard.length === 1 && other.heard.length === 1, 'the message in both processes');

      expect([own.heard, other.heard]).toEqual([['to everyone'], ['to everyone']]);
    });
  });
};
