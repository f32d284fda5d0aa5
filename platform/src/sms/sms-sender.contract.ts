import { outboxContract, type Outbox } from '../mail/outbox.contract.js';
import type { OutgoingSms, SmsSender } from './sms-sender.port.js';

/** An SMS sender with what it has delivered so far, oldest first. */
type RecordedSms = Pick<OutgoingSms, 'to' | 'text'>;

export interface SmsOutbox extends Outbox<RecordedSms> {
  readonly sender: SmsSender;
}

/**
 * The behaviour every SmsSender must have: the number and text sent are the ones recorded (see `outboxContract` for
 * `openOutbox`).
 */
export const smsSenderContract = (senderName: string, openOutbox: () => Promise<SmsOutbox | undefined>): void =>
  outboxContract<SmsOutbox, RecordedSms>(`${senderName} (SmsSender contract)`, openOutbox, ({ outbox, recorded, test }) => {
    test('delivers the number and the text as they were sent', async () => {
      await outbox().sender.send({ dataSubjectId: 'member-zoe', to: '+31612345678', text: 'Je code: 123456 — Zoë' });

      expect(await recorded()).toEqual([{ to: '+31612345678', text: 'Je code: 123456 — Zoë' }]);
    });

    test('delivers each message once, in the order they were sent', async () => {
      const texts = ['first', 'second', 'third'];

      for (const text of texts) await outbox().sender.send({ dataSubjectId: 'member-zoe', to: '+31612345678', text });

      expect((await recorded()).map((sms) => sms.text)).toEqual(texts);
    });
  });
