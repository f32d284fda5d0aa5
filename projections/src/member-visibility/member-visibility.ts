import { BLOCKS_TABLE } from '../blocks/blocks.projection.js';
import { notBlockedEitherWay } from '../blocks/blocks.queries.js';
import { CHAT_MEMBERS_TABLE } from '../chats/chats.projection.js';
import { LISTABLE } from '../member-search/member-search.projection.js';

/** How a member comes before a viewer: in a list of many, or looked up by id (profile, conversation, chat list). */
export const MEMBER_VIEWS = {
  /** Search, likes, suggestions, similar members, the swipe deck. */
  LISTED: 'listed',
  /** The profile, a conversation page, the chat list: the viewer asks for this member. */
  LOOKED_UP: 'looked_up',
} as const;
export type MemberView = (typeof MEMBER_VIEWS)[keyof typeof MEMBER_VIEWS];

/**
 * The one visibility rule: SQL condition on the member-search row `m` for a viewer (an SQL expression, or null for a
 * visitor). Nobody sees a member who is banned, waiting for deletion or unconfirmed (fictional members need no
 * confirmation), nor one who blocked them. Lists also leave out invisible members, members the viewer blocked and
 * the viewer. Looked up, a member is shown to themselves; an invisible member to those they share a conversation with
 * (invisible members still chat); and a member the viewer blocked to the viewer (who may unblock them).
 * Every query that returns another member's card applies it.
 */
export const memberShownTo = (viewer: string | null, view: MemberView): string => {
  if (viewer === null) return `(${LISTABLE})`;
  if (view === MEMBER_VIEWS.LISTED) return `(${LISTABLE}) and m.member_id <> ${viewer} and ${notBlockedEitherWay('m.member_id', viewer)}`;
  const sharesConversation = `exists (select 1 from ${CHAT_MEMBERS_TABLE} shared
    where shared.member_id = ${viewer} and shared.other_id = m.member_id and shared.last_message_id is not null)`;
  return `(m.member_id = ${viewer} or (not m.banned and not m.deletion_requested and (m.confirmed or m.fictional)
    and not exists (select 1 from ${BLOCKS_TABLE} blocker where blocker.blocker_id = m.member_id and blocker.blocked_id = ${viewer})
    and (not m.invisible or ${sharesConversation})))`;
};
