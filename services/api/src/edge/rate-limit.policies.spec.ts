import { RATE_LIMITS } from './rate-limit.policies.js';

describe('RATE_LIMITS', () => {
  describe('discount codes', () => {
    const counts = (query: Record<string, string>) => RATE_LIMITS.discountCodes.counts({ query });

    it('counts every typed code, with or without the welcome flag', () => {
      expect(counts({ code: 'SPRING10' })).toBe(true);
      expect(counts({ code: 'SPRING10', welcome: 'true' })).toBe(true);
    });

    it('leaves the welcome bonus’s own read uncounted, so page loads never use up the budget', () => expect(counts({ welcome: 'true' })).toBe(false));
  });
});
