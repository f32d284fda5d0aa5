import { bearerMatches } from './mail-webhook.guard.js';

describe('bearerMatches', () => {
  const secret = 'a webhook secret of some length';

  it('accepts the configured secret as a bearer token', () => {
    expect(bearerMatches(`Bearer ${secret}`, secret)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['another secret', 'Bearer something else entirely'],
    ['the secret with a suffix', `Bearer ${secret}x`],
    ['the secret without the scheme', secret],
    ['another scheme', `Basic ${secret}`],
  ])('refuses %s', (_label, header) => {
    expect(bearerMatches(header, secret)).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(bearerMatches('Bearer ', undefined)).toBe(false);
    expect(bearerMatches('Bearer anything', undefined)).toBe(false);
  });
});
