import { likesTabOf } from './likes-tabs.js';

describe('the likes tab in the address', () => {
  it('opens the received likes on /likes', () => expect(likesTabOf(undefined)).toBe('received'));
  it('opens the tab /likes/{type} names', () => {
    expect(likesTabOf('given')).toBe('given');
    expect(likesTabOf('matches')).toBe('matches');
  });
  it('knows no other tab', () => expect(likesTabOf('constructor')).toBeUndefined());
});
