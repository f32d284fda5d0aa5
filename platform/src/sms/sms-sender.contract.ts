import type { OutgoingSms, SmsSender } from './sms-sender.port.js';

/** An SMS sender with what it has delivered so far, oldest first. */
export interface SmsOutbox {
  readonly sender: SmsSender;
  recorded(): Promise<Array<Pick<OutgoingSms, 'to' | 'text'>>>;
  dispose(): Promise<void>;
}

/**
 * The behaviour every SmsSender must have: the number and text sent are the ones recorded. `openOutbox` runs once for
 * the suite and resolves to undefined (after a loud warning; with REQUIRE_SERVICES=1 it throws instead) when its
 * service is not there: the suite then skips.
 */
export const smsSenderContract = (senderName: string, openOutbox: () => Promise<SmsOutbox | undefined>): void => {
  describe(`${senderName} (SmsSender contract)`, () => {
    let outbox: SmsOutbox | undefined;
    let recordedBefore: number;
    beforeAll(async () => {
      outbox = await openOutbox();
    }, 30_000);
    afterAll(() => outbox?.dispose());
    beforeEach(async () => {
      recordedBefore = (await outbox?.recorded())?.length ?? 0;
    });

    /** What was recorded during this test. */
    const recorded = async () => (await outbox!.recorded()).slice(recordedBefore);
    const test = (name: string, body: () => Promise<void>) =>
      it(name, async () => {
        if (outbox) await body();
      });

    test('delivers the number and the text as they were sent', async () => {
      await outbox!.sender.send({ dataSubjectId: 'member-zoe', to: '+31612345678', text: 'Je code: 123456 — Zoë' });

      expect(await recorded()).toEqual([{ to: '+31612345678', text: 'Je code: 123456 — Zoë' }]);
    });

    test('delivers each message once, in the order they were sent', async () => {
      const texts = ['first', 'second', 'third'];

      for (const text of texts) await outbox!.sender.send({ dataSubjectId: 'member-zoe', to: '+31612345678', text });

      expect((await recorded()).map((sms) => sms.text)).toEqual(texts);
    });
  });
};
