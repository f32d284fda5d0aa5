import { act, renderHook } from '@testing-library/react';
import { usePurchaseIntent } from './use-purchase-intent.js';

const keysSent = () => {
  const sent: string[] = [];
  const answering = (outcome: 'order' | 'refused' | 'no-answer') => async (request: { idempotency_key: string }) => {
    sent.push(request.idempotency_key);
    if (outcome === 'refused') throw { status: 409, data: { code: 'ORDER.REPEAT_PENDING' } };
    if (outcome === 'no-answer') throw { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    return 'order';
  };
  return { sent, answering };
};

describe(usePurchaseIntent.name, () => {
  it('sends the same key again when the last try of the same purchase got no answer', async () => {
    const { result } = renderHook(() => usePurchaseIntent());
    const { sent, answering } = keysSent();
    await act(() => result.current.send({ bundle_id: 1 }, answering('no-answer')));
    await act(() => result.current.send({ bundle_id: 1 }, answering('order')));
    expect(sent[0]).toBe(sent[1]);
  });

  it('makes a new key once the server answered, or for another payload', async () => {
    const { result } = renderHook(() => usePurchaseIntent());
    const { sent, answering } = keysSent();
    await act(() => result.current.send({ bundle_id: 1 }, answering('order')));
    await act(() => result.current.send({ bundle_id: 1 }, answering('refused')));
    await act(() => result.current.send({ bundle_id: 1 }, answering('no-answer')));
    await act(() => result.current.send({ bundle_id: 2 }, answering('order')));
    expect(new Set(sent).size).toBe(4);
  });
});
