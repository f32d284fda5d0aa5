/**
 * Spec §2: the members area is the routes members, members-id, chats, likes, likes-m-id and premium; a conversation,
 * a likes tab and a member's chat are not in it (the welcome bonus would take a phone's chat from the member).
 */
const MEMBERS_AREA = /^\/(members(\/[^/]+)?|chats|likes(\/m\/[^/]+)?|premium)\/?$/;

export const isMembersArea = (pathname: string): boolean => MEMBERS_AREA.test(pathname);
