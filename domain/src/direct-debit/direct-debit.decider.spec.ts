import { fold } from '../kernel/decider.js';
import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import type { DirectDebitCommand } from './direct-debit.commands.js';
import { directDebitDecider, isRejection } from './direct-debit.decider.js';
import { DIRECT_DEBIT_ERRORS } from './direct-debit.errors.js';
import type { DirectDebitEvent } from './direct-debit.events.js';
import { directDebitRequestSchema, normalisedIban, normalisedMobile } from './direct-debit.requests.js';

const given = specFor(directDebitDecider);
const memberId = 'anna';
const details = { accountHolder: 'A. de Vries', iban: 'NL91ABNA0417164300', street: 'Dorpsstraat', houseNumber: '1', zip: '3511 AB', city: 'Utrecht', phone: '+31612345678' };
const account = { ibanMasked: 'NL•• •••• •••• 00', phoneMasked: '+31••••78', ibanDigest: 'i', phoneDigest: 'p' };
const sent: DirectDebitEvent = { type: 'DirectDebitCodeSent', data: { memberId, details, account, codeHash: 'right', expiresAt: '2026-11-25T10:10:00.000Z', sentAt: '2026-11-25T10:00:00.000Z' } };
const confirmAt = (now: string, codeHash = 'right'): DirectDebitCommand => ({ type: 'ConfirmDirectDebit', data: { memberId, codeHash }, metadata: { now } });
const confirmed: DirectDebitEvent = { type: 'DirectDebitConfirmed', data: { memberId, confirmedAt: '2026-11-25T10:01:00.000Z' } };
const charge = (orderId: string, amount: number, now = '2026-11-25T12:00:00.000Z'): DirectDebitCommand => ({
  type: 'ChargeDirectDebit',
  data: { memberId, orderId, amount, currency: 'EUR', monthlyLimit: 10_000 },
  metadata: { now },
});

describe('Direct-debit mandate', () => {
  it('sends a code that lasts ten minutes', () =>
    given([]).when({ type: 'RequestDirectDebitCode', data: { memberId, details, account, codeHash: 'right' }, metadata: { now: '2026-11-25T10:00:00.000Z' } }).thenEvents([sent]));

  describe('when a code was sent', () => {
    it('is confirmed by the right code', () => given([sent]).when(confirmAt('2026-11-25T10:01:00.000Z')).thenEvents([confirmed]));
    it('records a wrong code as a try', () => expect(isRejection(directDebitDecider.decide(confirmAt('2026-11-25T10:01:00.000Z', 'wrong'), fold(directDebitDecider, [sent])))).toBe(true));
    it('refuses the code once it expired', () => given([sent]).when(confirmAt('2026-11-25T10:10:00.000Z')).thenThrows(hasCode(DIRECT_DEBIT_ERRORS.CODE_EXPIRED)));
    it('takes no more tries after five wrong ones, not even the right code', () => {
      const rejected: DirectDebitEvent = { type: 'DirectDebitCodeRejected', data: { memberId, at: '2026-11-25T10:01:00.000Z' } };
      given([sent, rejected, rejected, rejected, rejected, rejected]).when(confirmAt('2026-11-25T10:02:00.000Z')).thenThrows(hasCode(DIRECT_DEBIT_ERRORS.CODE_INVALID));
    });
    it('uses a code once', () => given([sent, confirmed]).when(confirmAt('2026-11-25T10:02:00.000Z')).thenThrows(hasCode(DIRECT_DEBIT_ERRORS.CODE_INVALID)));
  });

  describe('when confirmed', () => {
    it('charges orders up to the monthly limit, each once', () => {
      const first: DirectDebitEvent = { type: 'DirectDebitCharged', data: { memberId, orderId: 'o1', amount: 7999, currency: 'EUR', month: '2026-11' } };
      given([sent, confirmed]).when(charge('o1', 7999)).thenEvents([first]);
      given([sent, confirmed, first]).when(charge('o1', 7999)).thenEvents([]);
      given([sent, confirmed, first]).when(charge('o2', 3999)).thenThrows(hasCode(DIRECT_DEBIT_ERRORS.MONTHLY_LIMIT_REACHED));
      given([sent, confirmed, first]).when(charge('o2', 3999, '2026-12-01T00:00:00.000Z')).thenEvents([
        { type: 'DirectDebitCharged', data: { memberId, orderId: 'o2', amount: 3999, currency: 'EUR', month: '2026-12' } },
      ]);
    });
  });

  it('charges nothing without a confirmed mandate', () => given([sent]).when(charge('o1', 100)).thenThrows(hasCode(DIRECT_DEBIT_ERRORS.NOT_CONFIRMED)));
});

describe('Direct-debit form rules', () => {
  it('reads an IBAN as typed and checks its checksum', () => {
    expect(normalisedIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(normalisedIban('NL91ABNA0417164301')).toBeUndefined();
  });

  it('takes mobile numbers only, in the buyer country unless given with +', () => {
    expect(normalisedMobile('06 12345678', 'NL')).toBe('+31612345678');
    expect(normalisedMobile('+49 151 23456789', 'NL')).toBe('+4915123456789');
    expect(normalisedMobile('020 1234567', 'NL')).toBeUndefined();
  });

  it('refuses a form with an invalid IBAN or a landline, naming the field', () => {
    const form = { account_holder: 'A. de Vries', iban: 'NL91ABNA0417164300', street: 'Dorpsstraat', house_number: '1a', zip: '3511 AB', city: 'Utrecht', phone: '0612345678', country: 'NL' };
    expect(directDebitRequestSchema.safeParse(form).success).toBe(true);
    expect(directDebitRequestSchema.safeParse({ ...form, iban: 'NL00ABNA0417164300' }).error?.issues[0]?.path).toEqual(['iban']);
    expect(directDebitRequestSchema.safeParse({ ...form, phone: '0201234567' }).error?.issues[0]?.path).toEqual(['phone']);
  });
});
