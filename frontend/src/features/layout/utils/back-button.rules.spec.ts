import { backFallbackOf } from './back-button.rules.js';

describe(backFallbackOf.name, () => {
  it.each([
    ['a member’s profile', '/members/4f1c2a9e-0c4b-4f7e-9a55-1d2f3e4a5b6c', '/members'],
    ['the likes', '/likes', '/members'],
    ['one tab of the likes', '/likes/matches', '/likes'],
    ['a match', '/likes/m/4f1c2a9e-0c4b-4f7e-9a55-1d2f3e4a5b6c', '/likes'],
    ['the credits (and the payment result)', '/credits', '/members'],
    ['the payment methods of a bundle', '/credits/3', '/credits'],
    ['a bundle with its method chosen', '/credits/3/ideal', '/credits'],
    ['the repeat order', '/credits/repeat-order', '/credits'],
    ['the direct-debit form', '/directdebit', '/credits'],
  ])('gives %s a back button', (_route, pathname, fallback) => expect(backFallbackOf(pathname)).toBe(fallback));

  it.each([
    ['the home page', '/'],
    ['the member search', '/members'],
    ['a conversation', '/chats/4f1c2a9e-0c4b-4f7e-9a55-1d2f3e4a5b6c'],
    ['the chat with a member', '/members/4f1c2a9e-0c4b-4f7e-9a55-1d2f3e4a5b6c/chat'],
    ['the own profile', '/profile'],
    ['the premium page', '/premium'],
  ])('gives %s none', (_route, pathname) => expect(backFallbackOf(pathname)).toBeNull());
});
