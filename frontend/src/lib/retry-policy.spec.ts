import { MAX_RETRIES, shouldRetry } from './retry-policy.js';

describe(shouldRetry.name, () => {
  it.each([500, 502, 503])('retries a server error %i', (status) => expect(shouldRetry({ status, attempt: 1 })).toBe(true));
  it('retries a network failure', () => expect(shouldRetry({ status: 'FETCH_ERROR', attempt: 1 })).toBe(true));
  it('retries a timeout', () => expect(shouldRetry({ status: 'TIMEOUT_ERROR', attempt: 2 })).toBe(true));
  it.each([400, 401, 403, 404, 409])('does not retry a client error %i', (status) =>
    expect(shouldRetry({ status, attempt: 1 })).toBe(false));
  it('does not retry an unreadable answer', () => expect(shouldRetry({ status: 'PARSING_ERROR', attempt: 1 })).toBe(false));
  it(`gives up after ${MAX_RETRIES} retries`, () => {
    expect(shouldRetry({ status: 503, attempt: MAX_RETRIES })).toBe(true);
    expect(shouldRetry({ status: 503, attempt: MAX_RETRIES + 1 })).toBe(false);
  });
  it.each(['GET', 'PUT', 'DELETE'])('retries a %s, which means the same done twice', (method) =>
    expect(shouldRetry({ status: 503, attempt: 1, method })).toBe(true));
  it('never sends a POST again that may have been carried out already: an order or a repeat charge could be made twice', () => {
    expect(shouldRetry({ status: 502, attempt: 1, method: 'POST' })).toBe(false);
    expect(shouldRetry({ status: 'FETCH_ERROR', attempt: 1, method: 'post' })).toBe(false);
  });
  it('retries a POST that carries its own key, which the server carries out once', () =>
    expect(shouldRetry({ status: 'FETCH_ERROR', attempt: 1, method: 'POST', idempotent: true })).toBe(true));
});
