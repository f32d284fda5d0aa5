import { jest } from '@jest/globals';
import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query.js';

const api = (): BaseQueryApi => ({
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: (action: unknown) => action,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'mutation',
}) as unknown as BaseQueryApi;

/** A server that answers each request with the next status given (the last one from then on). */
const serverAnswering = (...statuses: number[]) => {
  const fetchMock = jest.fn(async () => {
    const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
    return new Response(JSON.stringify({ statusCode: status }), { status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};

// Node's fetch takes whole addresses only; the app's are relative to the page.
describe('createBaseQuery', () => {
  const baseQuery = createBaseQuery(() => undefined);

  it('sends an order once, even when the server answers 503: it may have placed it before the answer was lost', async () => {
    const fetchMock = serverAnswering(503);
    const result = await baseQuery({ url: 'http://localhost/api/repeat-order.php', method: 'POST', body: { bundle_id: 1 } }, api(), {});
    expect(result.error?.status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends again a message carrying its own id, and a page read, after a server error', async () => {
    const message = serverAnswering(503, 201);
    expect((await baseQuery({ url: 'http://localhost/api/message.php', method: 'POST', body: { message_id: 'm-1' } }, api(), { idempotent: true })).error).toBeUndefined();
    expect(message).toHaveBeenCalledTimes(2);
    const read = serverAnswering(502, 200);
    expect((await baseQuery('http://localhost/api/chats.php', api(), {})).error).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
