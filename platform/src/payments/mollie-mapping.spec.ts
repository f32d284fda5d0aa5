import { PAYMENT_METHODS } from '@dating/domain';
import { fromMollieAmount, fromMollieMethod, fromMollieStatus, toMollieAmount, toMollieMethod } from './mollie-mapping.js';

describe('Mollie mapping', () => {
  it('names our methods as Mollie does: sdd, sct and prezelewy24 renamed, card brands as creditcard', () => {
    expect(toMollieMethod('sdd')).toBe('directdebit');
    expect(toMollieMethod('sct')).toBe('banktransfer');
    expect(toMollieMethod('prezelewy24')).toBe('przelewy24');
    for (const brand of ['visa', 'mastercard', 'maestro', 'cartebancaire', 'dankort', 'postepay', 'nexi'] as const) expect(toMollieMethod(brand)).toBe('creditcard');
    expect(toMollieMethod('ideal')).toBe('ideal');
    expect(PAYMENT_METHODS.map(toMollieMethod)).not.toContain('giropay');
    expect(fromMollieMethod('przelewy24')).toBe('prezelewy24');
    expect(fromMollieMethod('directdebit')).toBe('sdd');
    expect(fromMollieMethod(null)).toBeNull();
  });

  it('writes and reads amounts in whole minor units, with no floating point on the way', () => {
    expect(toMollieAmount(3999, 'EUR')).toEqual({ currency: 'EUR', value: '39.99' });
    expect(toMollieAmount(5, 'EUR')).toEqual({ currency: 'EUR', value: '0.05' });
    expect(toMollieAmount(1000, 'JPY')).toEqual({ currency: 'JPY', value: '1000' });
    expect(fromMollieAmount({ currency: 'EUR', value: '39.99' })).toBe(3999);
    expect(fromMollieAmount({ currency: 'EUR', value: '0.1' })).toBe(10);
    expect(fromMollieAmount({ currency: 'SEK', value: '199.00' })).toBe(19900);
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(fromMollieAmount({ currency: 'EUR', value: '0.29' })).toBe(29);
    expect(() => toMollieAmount(12.5, 'EUR')).toThrow(RangeError);
    expect(() => fromMollieAmount({ currency: 'EUR', value: '1.234' })).toThrow(RangeError);
  });

  it('reads an authorized payment as pending and refuses statuses it does not know', () => {
    expect(fromMollieStatus('authorized')).toBe('pending');
    expect(fromMollieStatus('canceled')).toBe('canceled');
    expect(() => fromMollieStatus('lost')).toThrow();
  });
});
