import { isMembersArea } from './members-area.js';

describe(isMembersArea.name, () => {
  it('holds the spec’s members, members-id, chats, likes, likes-m-id and premium routes', () => {
    for (const path of ['/members', '/members/4f1c2a9e', '/chats', '/likes', '/likes/m/4f1c2a9e', '/premium', '/chats/']) expect(isMembersArea(path)).toBe(true);
  });

  it('leaves out conversations, a member’s chat, likes tabs and every other page', () => {
    for (const path of ['/chats/7d1f6a2e', '/members/4f1c2a9e/chat', '/likes/given', '/credits', '/profile', '/', '/membership']) expect(isMembersArea(path)).toBe(false);
  });
});
