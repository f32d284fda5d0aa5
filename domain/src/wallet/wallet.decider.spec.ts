import { fold } from '../kernel/decider.js';
import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import { WALLET_ERRORS } from '../order/order.errors.js';
import type { WalletCommand } from './wallet.commands.js';
import { WALLET_RULE_ERRORS, walletDecider } from './wallet.decider.js';
import { REMEMBERED_KEYS, type WalletEvent } from './wallet.events.js';

const given = specFor(walletDecider);
const now = '2026-11-25T10:00:00.000Z';
const memberId = 'anna';
const meta = { now };

/** `premium`: whether the member had bought credits before (a first purchase is made by a free member). */
const purchased = (credits: number, balance: number, orderId = 'order-1', premium = false): WalletEvent => ({
  type: 'CreditsPurchased',
  data: { memberId, key: orderId, credits, balance, at: now, premium, orderId },
});
const spent = (credits: number, balance: number, key: string, premium = true): WalletEvent => ({
  type: 'CreditsSpent',
  data: { memberId, key, credits, balance, at: now, premium, purpose: 'message', recipientId: 'bert' },
});
const spend = (credits: number, key = 'message-1'): WalletCommand => ({
  type: 'SpendCredits',
  data: { memberId, key, credits, purpose: 'message', recipientId: 'bert' },
  metadata: meta,
});

describe('Wallet', () => {
  describe('when empty', () => {
    it('grants the signup credits of the site', () =>
      given([])
        .when({ type: 'GrantCredits', data: { memberId, key: 'signup', credits: 10, reason: 'signup' }, metadata: meta })
        .thenEvents([{ type: 'CreditsGranted', data: { memberId, key: 'signup', credits: 10, balance: 10, at: now, premium: false, reason: 'signup' } }]));

    it('records nothing for a site that gives no signup credits', () =>
      given([]).when({ type: 'GrantCredits', data: { memberId, key: 'signup', credits: 0, reason: 'signup' }, metadata: meta }).thenEvents([]));

    it('refuses a spend with the insufficient-credits error', () =>
      given([]).when(spend(1)).thenThrows(hasCode(WALLET_ERRORS.INSUFFICIENT_CREDITS)));

    it('refuses fractional, negative and zero amounts', () => {
      for (const credits of [0.5, -3, 0, Number.NaN]) given([]).when(spend(credits)).thenThrows(hasCode(WALLET_RULE_ERRORS.INVALID_AMOUNT));
    });

    it('credits a purchase, which makes the member premium', () => {
      given([]).when({ type: 'PurchaseCredits', data: { memberId, key: 'order-1', credits: 50, orderId: 'order-1' }, metadata: meta }).thenEvents([purchased(50, 50)]);
      expect(fold(walletDecider, [purchased(50, 50)]).premium).toBe(true);
    });
  });

  describe('with a balance', () => {
    const history = [purchased(50, 50)];

    it('spends exactly the balance down to zero', () => given(history).when(spend(50)).thenEvents([spent(50, 0, 'message-1')]));

    it('records on each movement whether the member had bought credits before: premium after a first purchase, free before it', () => {
      given([{ type: 'CreditsGranted', data: { memberId, key: 'signup', credits: 10, balance: 10, at: now, reason: 'signup' } }])
        .when(spend(10))
        .thenEvents([spent(10, 0, 'message-1', false)]);
      given(history)
        .when({ type: 'PurchaseCredits', data: { memberId, key: 'order-2', credits: 50, orderId: 'order-2' }, metadata: meta })
        .thenEvents([purchased(50, 100, 'order-2', true)]);
    });

    it('refuses a spend above the balance and moves nothing', () =>
      given(history).when(spend(51)).thenThrows(hasCode(WALLET_ERRORS.INSUFFICIENT_CREDITS)));

    it('treats a retried spend with the same key as done', () => given([...history, spent(10, 40, 'message-1')]).when(spend(10)).thenEvents([]));

    it('does not credit one order twice', () =>
      given(history).when({ type: 'PurchaseCredits', data: { memberId, key: 'order-1', credits: 50, orderId: 'order-1' }, metadata: meta }).thenEvents([]));

    it('gives back a failed action’s credits under its own key', () =>
      given([...history, spent(10, 40, 'message-1')])
        .when({ type: 'RefundCredits', data: { memberId, key: 'refund-message-1', credits: 10, spendKey: 'message-1' }, metadata: meta })
        .thenEvents([{ type: 'CreditsRefunded', data: { memberId, key: 'refund-message-1', credits: 10, balance: 50, at: now, premium: true, spendKey: 'message-1' } }]));

    it('takes back only the credits left after a chargeback', () =>
      given([...history, spent(30, 20, 'gift-1')])
        .when({ type: 'ReversePurchase', data: { memberId, key: 'chargeback-order-1', credits: 50, orderId: 'order-1', kind: 'chargeback' }, metadata: meta })
        .thenEvents([{ type: 'PurchaseReversed', data: { memberId, key: 'chargeback-order-1', credits: 20, balance: 0, at: now, premium: true, orderId: 'order-1', kind: 'chargeback' } }]));

    it('lets staff correct the balance either way with a reason, never below zero', () => {
      const correction = (credits: number, reason = 'goodwill'): WalletCommand => ({
        type: 'CorrectCredits',
        data: { memberId, key: `correction-${credits}`, credits, reason, staffId: 'staff' },
        metadata: meta,
      });
      given(history).when(correction(-20)).thenEvents([
        { type: 'CreditsCorrected', data: { memberId, key: 'correction--20', credits: -20, balance: 30, at: now, premium: true, reason: 'goodwill', staffId: 'staff' } },
      ]);
      given(history).when(correction(-51)).thenThrows(hasCode(WALLET_ERRORS.INSUFFICIENT_CREDITS));
      given(history).when(correction(5, '  ')).thenThrows(hasCode(WALLET_RULE_ERRORS.REASON_REQUIRED));
    });
  });

  describe('with free messages from signup', () => {
    const granted: WalletEvent = { type: 'FreeMessagesGranted', data: { memberId, key: 'signup-free-messages', freeMessages: 2, at: now, messages: 2, reason: 'signup' } };
    const used = (key: string, freeMessages: number): WalletEvent => ({ type: 'FreeMessageUsed', data: { memberId, key, freeMessages, at: now, recipientId: 'bert' } });

    it('grants the site’s free messages once, and nothing for a site that gives none', () => {
      given([]).when({ type: 'GrantFreeMessages', data: { memberId, key: 'signup-free-messages', messages: 2, reason: 'signup' }, metadata: meta }).thenEvents([granted]);
      given([granted]).when({ type: 'GrantFreeMessages', data: { memberId, key: 'signup-free-messages', messages: 2, reason: 'signup' }, metadata: meta }).thenEvents([]);
      given([]).when({ type: 'GrantFreeMessages', data: { memberId, key: 'signup-free-messages', messages: 0, reason: 'signup' }, metadata: meta }).thenEvents([]);
    });

    it('pays a message with a free message before any credit, then with credits', () => {
      const history = [purchased(50, 50), granted];
      given(history).when(spend(10, 'message-1')).thenEvents([used('message-1', 1)]);
      given([...history, used('message-1', 1), used('message-2', 0)]).when(spend(10, 'message-3')).thenEvents([spent(10, 40, 'message-3')]);
      expect(fold(walletDecider, [...history, used('message-1', 1)])).toMatchObject({ balance: 50, freeMessages: 1 });
    });

    it('lets a member without credits send their free messages, and no more', () => {
      given([granted, used('message-1', 1)]).when(spend(10, 'message-2')).thenEvents([used('message-2', 0)]);
      given([granted, used('message-1', 1), used('message-2', 0)]).when(spend(10, 'message-3')).thenThrows(hasCode(WALLET_ERRORS.INSUFFICIENT_CREDITS));
    });

    it('never pays a gift or a photo with a free message', () =>
      given([granted]).when({ type: 'SpendCredits', data: { memberId, key: 'gift-1', credits: 20, purpose: 'gift', recipientId: 'bert' }, metadata: meta }).thenThrows(hasCode(WALLET_ERRORS.INSUFFICIENT_CREDITS)));

    it('gives the free message back, not credits, for an undelivered message it paid', () => {
      const history = [purchased(50, 50), granted, used('message-1', 1)];
      const refund: WalletCommand = { type: 'RefundCredits', data: { memberId, key: 'refund-message-1', credits: 10, spendKey: 'message-1' }, metadata: meta };
      const returned: WalletEvent = { type: 'FreeMessageReturned', data: { memberId, key: 'refund-message-1', freeMessages: 2, at: now, spendKey: 'message-1' } };
      given(history).when(refund).thenEvents([returned]);
      expect(fold(walletDecider, [...history, returned])).toMatchObject({ balance: 50, freeMessages: 2, freeMessageKeys: [] });
      given([...history, returned]).when(refund).thenEvents([]);
    });
  });

  it('keeps the balance equal to the sum of its events and remembers only the latest keys', () => {
    const events: WalletEvent[] = [purchased(REMEMBERED_KEYS * 2, REMEMBERED_KEYS * 2)];
    for (let index = 0; index < REMEMBERED_KEYS + 10; index += 1) events.push(spent(1, REMEMBERED_KEYS * 2 - index - 1, `m-${index}`));
    const wallet = fold(walletDecider, events);
    expect(wallet.balance).toBe(REMEMBERED_KEYS - 10);
    expect(wallet.recentKeys).toHaveLength(REMEMBERED_KEYS);
    expect(wallet.recentKeys.at(-1)).toBe(`m-${REMEMBERED_KEYS + 9}`);
  });
});
