import { isAuthenticationLost } from './authentication-required.js';

const lostSession = { statusCode: 403, code: 'AUTH.AUTHENTICATION_REQUIRED', authentication_required: true };

describe(isAuthenticationLost.name, () => {
  it('logs out on a protected call answered with authentication_required', () =>
    expect(isAuthenticationLost('api/chats.php', 403, lostSession)).toBe(true));
  it('does not apply to user.php, which answers visitors too', () =>
    expect(isAuthenticationLost('api/user.php', 403, lostSession)).toBe(false));
  it('ignores a 403 for other reasons', () =>
    expect(isAuthenticationLost('api/chats.php', 403, { statusCode: 403, code: 'CHAT.BLOCKED' })).toBe(false));
  it('ignores other statuses', () => expect(isAuthenticationLost('api/chats.php', 401, lostSession)).toBe(false));
});
