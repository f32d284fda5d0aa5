import { randomUUID } from 'node:crypto';
import type { SessionStore } from '@dating/platform';
import type { Request } from 'express';
import { MemberSessions } from './member-session.guard.js';
import { createSessionToken, sessionHash } from './secret-digests.js';
import { SESSION_COOKIE } from './session-cookie.js';

describe(MemberSessions.name, () => {
  const memberId = randomUUID();
  const token = createSessionToken(memberId);
  const requestWith = (sessionToken: string): Request => ({ cookies: { [SESSION_COOKIE]: sessionToken }, headers: {} }) as unknown as Request;

  const setUp = () => {
    let lookups = 0;
    const store = { find: async (hash: string) => ((lookups += 1), hash === sessionHash(token) ? { memberId } : undefined) } as unknown as SessionStore;
    return { sut: new MemberSessions(store, { now: () => new Date() }), lookups: () => lookups };
  };

  it('looks a request’s session up once, however often the rate limit and the guard ask', async () => {
    const { sut, lookups } = setUp();
    const request = requestWith(token);

    const [first, second] = await Promise.all([sut.resolve(request), sut.resolve(request)]);
    expect(await sut.resolve(request)).toEqual(first);
    expect(first).toEqual(second);
    expect(first?.memberId).toBe(memberId);
    expect(lookups()).toBe(1);
  });

  it('looks each request up on its own', async () => {
    const { sut, lookups } = setUp();
    await sut.resolve(requestWith(token));
    expect(await sut.resolve(requestWith(createSessionToken(memberId)))).toBeUndefined();
    expect(lookups()).toBe(2);
  });
});
