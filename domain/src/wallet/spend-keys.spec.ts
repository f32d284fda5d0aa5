import { correctionKey, messageOfSpendKey, messageSpendKey, purchaseKey, refundKey, reversalKey } from './spend-keys.js';

describe('the keys of wallet movements', () => {
  it('finds the message a message spend paid for, and none in the key of any other movement', () => {
    expect(messageOfSpendKey(messageSpendKey('m-1'))).toBe('m-1');
    for (const other of [purchaseKey('o-1'), reversalKey('o-1', 120), correctionKey('c-1'), refundKey(messageSpendKey('m-1'))]) expect(messageOfSpendKey(other)).toBeUndefined();
  });

  it('gives each total of a payment reversed in steps its own key', () => {
    expect(reversalKey('o-1', 60)).not.toBe(reversalKey('o-1', 120));
  });
});
