import { loginReasonOf, returnPathOf } from './login-return.rules.js';

describe(returnPathOf.name, () => {
  it('goes back to the page of this site the visitor was sent away from', () => {
    expect(returnPathOf({ from: '/members/4f1c2a9e-0c4b-4f7e-9a55-1d2f3e4a5b6c/chat' })).toBe('/members/4f1c2a9e-0c4b-4f7e-9a55-1d2f3e4a5b6c/chat');
    expect(returnPathOf({ from: '/credits?order=1' })).toBe('/credits?order=1');
  });

  it('never leads to another site, whatever the history state holds', () => {
    expect(returnPathOf({ from: '//evil.example/x' })).toBeUndefined();
    expect(returnPathOf({ from: '/\\evil.example' })).toBeUndefined();
    expect(returnPathOf({ from: 'https://evil.example' })).toBeUndefined();
    expect(returnPathOf({ from: 42 })).toBeUndefined();
    expect(returnPathOf(null)).toBeUndefined();
    expect(returnPathOf(undefined)).toBeUndefined();
  });
});

describe(loginReasonOf.name, () => {
  it('tells a chat from any other page', () => {
    expect(loginReasonOf('/members/abc/chat')).toBe('chat');
    expect(loginReasonOf('/chats')).toBe('chat');
    expect(loginReasonOf('/chats/abc')).toBe('chat');
    expect(loginReasonOf('/members/abc')).toBe('page');
    expect(loginReasonOf('/credits')).toBe('page');
    expect(loginReasonOf('/chatsroom')).toBe('page');
  });
});
