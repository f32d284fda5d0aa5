import type { User } from '../../../types/api.js';
import { refusedBalance, withWallet } from './wallet-updates.js';

const user = { credits: 100, free_messages: 2 } as User;

describe(withWallet.name, () => {
  it('takes the balance and the free messages left from a send’s answer', () => {
    const member = { ...user };
    withWallet(member, { credits: 80, free_messages: 1 });
    expect(member).toMatchObject({ credits: 80, free_messages: 1 });
  });
});

describe(refusedBalance.name, () => {
  it('reads the balance a refusal for too few credits reports', () => {
    expect(refusedBalance({ code: 'WALLET.INSUFFICIENT_CREDITS', params: { balance: 5, needed: 20 } })).toBe(5);
  });

  it('has none when the refusal does not say (blocked, or no answer at all)', () => {
    expect(refusedBalance({ code: 'BLOCK.BLOCKED_BY_MEMBER' })).toBeUndefined();
    expect(refusedBalance(undefined)).toBeUndefined();
  });
});
