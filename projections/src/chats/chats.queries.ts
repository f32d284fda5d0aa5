import { linksAllowed, photoUrls, type ChatMessageView, type ChatsView, type ChatSummary, type Gift, type MessageKind, type OpenMessage, type ProfileCard } from '@dating/domain';
import { batchedPerTurnOn, type SqlExecutor } from '@dating/platform';
import { BLOCKS_TABLE } from '../blocks/blocks.projection.js';
import { BLOCK_RELATION, blockRelationOf, type BlockRelation } from '../blocks/blocks.queries.js';
import { MEMBER_SEARCH_TABLE } from '../member-search/member-search.projection.js';
import { MEMBER_VIEWS, memberShownTo } from '../member-visibility/member-visibility.js';
import { CARD_COLUMNS, cardsWithRows, type CardViewer, type ReadModelReader } from '../member-search/member-search.queries.js';
import { CHAT_MEMBERS_TABLE, CHAT_MESSAGES_TABLE } from './chats.projection.js';

/** The most a chat list shows (most recent first); older conversations stay in the log. */
export const CHATS_LIST_LIMIT = 200;

type Viewer = CardViewer & { viewerId: string };

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The other member of a conversation is on the viewer's chat list while the visibility rule shows them to the viewer
 * looked up (so not while waiting for deletion: their messages come back on reactivation) and the viewer has not
 * blocked them. `m` is the other member's search row, `c` the viewer's conversation row.
 */
export const CHAT_OTHER_SHOWN = `${memberShownTo('c.member_id', MEMBER_VIEWS.LOOKED_UP)}
  and not exists (select 1 from ${BLOCKS_TABLE} b where b.blocker_id = c.member_id and b.blocked_id = c.other_id)`;

interface MessageRow {
  message_id: string;
  conversation_id: string;
  sender_id: string;
  kind: MessageKind;
  sealed_text: string | null;
  gift: Gift | null;
  photo_id: string | null;
  sent_at: Date;
  status: string;
  delivered_at: Date | null;
}

const MESSAGE_COLUMNS = 'mm.message_id, mm.conversation_id, mm.sender_id, mm.kind, mm.sealed_text, mm.gift, mm.photo_id, mm.sent_at, mm.status, mm.delivered_at';

const openTexts = (reader: ReadModelReader, rows: readonly Pick<MessageRow, 'sender_id' | 'sealed_text'>[]) =>
  reader.personalFields.openAll(rows.map((row) => ({ subjectId: row.sender_id, sealed: row.sealed_text })));

const toMessageView = (row: MessageRow, text: string | null, viewerId: string, otherReadAt: Date | null): ChatMessageView => ({
  id: row.message_id,
  conversation_id: row.conversation_id,
  from_me: row.sender_id === viewerId,
  kind: row.kind,
  text,
  gift: row.gift,
  photo: row.photo_id ? photoUrls(row.photo_id) : null,
  sent_at: iso(row.sent_at),
  status: row.status as ChatMessageView['status'],
  read: row.sender_id === viewerId && row.delivered_at !== null && otherReadAt !== null && otherReadAt >= row.delivered_at,
});

/** SQL condition: conversation row `c` is on its member's chats list: something was written and it was not removed since. */
export const CHAT_LISTED = 'c.last_message_id is not null and (c.removed_at is null or c.updated_at > c.removed_at)';

/** GET /api/chats.php: the viewer's conversations with something to show, newest first. */
export const chatsOf = async (reader: ReadModelReader, viewer: Viewer): Promise<ChatsView> => {
  const listed = await cardsWithRows<{ conversation_id: string; unread: number; updated_at: Date } & Partial<MessageRow>>(
    reader,
    {
      text: `select ${CARD_COLUMNS}, c.conversation_id, c.unread, c.updated_at, mm.kind, mm.sealed_text, mm.sender_id, mm.sent_at
        from ${CHAT_MEMBERS_TABLE} c join ${MEMBER_SEARCH_TABLE} m on m.member_id = c.other_id
        left join ${CHAT_MESSAGES_TABLE} mm on mm.message_id = c.last_message_id
        where c.member_id = $1 and ${CHAT_LISTED} and ${CHAT_OTHER_SHOWN}
        order by c.updated_at desc, c.conversation_id limit $2`,
      params: [viewer.viewerId, CHATS_LIST_LIMIT],
    },
    viewer,
  );
  const texts = await openTexts(
    reader,
    listed.map(({ row }) => ({ sender_id: row.sender_id ?? viewer.viewerId, sealed_text: row.sealed_text ?? null })),
  );
  const chats = listed.map(({ card, row }, index): ChatSummary => ({
    conversation: { id: row.conversation_id },
    profile: card,
    num_unread_messages: row.unread,
    last_message: row.kind && row.sent_at ? { kind: row.kind, text: texts[index] ?? null, from_me: row.sender_id === viewer.viewerId, sent_at: iso(row.sent_at) } : null,
    updated_at: iso(row.updated_at),
  }));
  return { chats, num_unread_messages: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
};

/** The viewer's conversation with a member, if they have one. */
export const conversationWith = async (sql: SqlExecutor, viewerId: string, otherId: string): Promise<string | null> =>
  (await sql.query<{ conversation_id: string }>(`select conversation_id from ${CHAT_MEMBERS_TABLE} where member_id = $1 and other_id = $2`, [viewerId, otherId]))
    .rows[0]?.conversation_id ?? null;

/** The other member of one of the viewer's conversations; null when it is not theirs (or does not exist). */
export const chatPartner = async (sql: SqlExecutor, viewerId: string, conversationId: string): Promise<string | null> =>
  (await sql.query<{ other_id: string }>(`select other_id from ${CHAT_MEMBERS_TABLE} where member_id = $1 and conversation_id = $2`, [viewerId, conversationId]))
    .rows[0]?.other_id ?? null;

/** The card of a conversation's other member, as the visibility rule shows them to the viewer looked up; null when it does not. */
export const chatPartnerCard = async (reader: ReadModelReader, viewer: Viewer, otherId: string): Promise<ProfileCard | null> => {
  const [found] = await cardsWithRows<object>(
    reader,
    { text: `select ${CARD_COLUMNS} from ${MEMBER_SEARCH_TABLE} m where m.member_id = $1 and ${memberShownTo('$2', MEMBER_VIEWS.LOOKED_UP)}`, params: [otherId, viewer.viewerId] },
    viewer,
  );
  return found?.card ?? null;
};

/** What a message shows the viewer: their own unless refused, the other's once delivered, nothing from before they removed the chat. */
const SHOWN_TO_VIEWER = `((mm.sender_id = c.member_id and mm.status <> 'rejected') or (mm.recipient_id = c.member_id and mm.status = 'delivered'))
  and (c.removed_at is null or mm.sent_at > c.removed_at)`;

export interface MessagesPage {
  readonly messages: ChatMessageView[];
  readonly hasMore: boolean;
  readonly linksAllowed: boolean;
  readonly otherReadAt: string | null;
}

/** One page of a conversation for the viewer, oldest first; `before` (a message id) pages back. Null when it is not the viewer's. */
export const conversationMessages = async (
  reader: ReadModelReader,
  viewerId: string,
  conversationId: string,
  page: { before?: string; limit: number },
): Promise<MessagesPage | null> => {
  const { rows: sides } = await reader.sql.query<{ member_id: string; sent: number; other_read_at: Date | null }>(
    `select member_id, sent, other_read_at from ${CHAT_MEMBERS_TABLE} where conversation_id = $1`,
    [conversationId],
  );
  const own = sides.find((side) => side.member_id === viewerId);
  if (!own) return null;
  const { rows } = await reader.sql.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from ${CHAT_MESSAGES_TABLE} mm join ${CHAT_MEMBERS_TABLE} c on c.conversation_id = mm.conversation_id and c.member_id = $1
      where mm.conversation_id = $2 and ${SHOWN_TO_VIEWER}
        and ($3::text is null or mm.seq < (select seq from ${CHAT_MESSAGES_TABLE} where message_id = $3 and conversation_id = $2))
      order by mm.seq desc limit $4`,
    [viewerId, conversationId, page.before ?? null, page.limit + 1],
  );
  const shown = rows.slice(0, page.limit).reverse();
  const texts = await openTexts(reader, shown);
  return {
    messages: shown.map((row, index) => toMessageView(row, texts[index] ?? null, viewerId, own.other_read_at)),
    hasMore: rows.length > page.limit,
    linksAllowed: linksAllowed(sides.map((side) => side.sent)),
    otherReadAt: own.other_read_at ? iso(own.other_read_at) : null,
  };
};

/** A message one member is to see: the key of its view in `messagesForViewers`' answer. */
export interface ViewedMessage {
  readonly viewerId: string;
  readonly messageId: string;
}

export const viewedMessageKey = ({ viewerId, messageId }: ViewedMessage): string => `${viewerId}/${messageId}`;

/**
 * Messages as their viewers see them, in one read (the live events of a batch of the log); a message not for its
 * viewer's eyes is left out of the answer.
 */
export const messagesForViewers = async (reader: ReadModelReader, wanted: readonly ViewedMessage[]): Promise<ReadonlyMap<string, ChatMessageView>> => {
  const distinct = [...new Map(wanted.map((viewed) => [viewedMessageKey(viewed), viewed])).values()];
  if (!distinct.length) return new Map();
  const { rows } = await reader.sql.query<MessageRow & { other_read_at: Date | null; viewer_id: string }>(
    `select ${MESSAGE_COLUMNS}, c.other_read_at, c.member_id as viewer_id
      from unnest($1::text[], $2::text[]) as wanted (viewer_id, message_id)
      join ${CHAT_MESSAGES_TABLE} mm on mm.message_id = wanted.message_id
      join ${CHAT_MEMBERS_TABLE} c on c.conversation_id = mm.conversation_id and c.member_id = wanted.viewer_id
      where ${SHOWN_TO_VIEWER}`,
    [distinct.map((viewed) => viewed.viewerId), distinct.map((viewed) => viewed.messageId)],
  );
  const texts = await openTexts(reader, rows);
  return new Map(
    rows.map((row, index) => [
      viewedMessageKey({ viewerId: row.viewer_id, messageId: row.message_id }),
      toMessageView(row, texts[index] ?? null, row.viewer_id, row.other_read_at),
    ]),
  );
};

/** One message as the viewer sees it (a retried send's answer); null when it is not for the viewer's eyes. */
export const messageForViewer = async (reader: ReadModelReader, viewerId: string, messageId: string): Promise<ChatMessageView | null> =>
  (await messagesForViewers(reader, [{ viewerId, messageId }])).get(viewedMessageKey({ viewerId, messageId })) ?? null;

const openMessages = async (sql: SqlExecutor, condition: string, params: unknown[], limit: number): Promise<OpenMessage[]> =>
  (
    await sql.query<{ kind: MessageKind; message_id: string; sender_id: string; recipient_id: string; credits: number }>(
      `select mm.kind, mm.message_id, mm.sender_id, mm.recipient_id, mm.credits from ${CHAT_MESSAGES_TABLE} mm
        where ${condition} order by mm.sent_at, mm.seq limit ${Number(limit)}`,
      params,
    )
  ).rows.map((row) => ({ kind: row.kind, messageId: row.message_id, senderId: row.sender_id, recipientId: row.recipient_id, credits: row.credits }));

/** Messages whose debit outcome was never recorded (the sending process stopped in between), submitted at or before `before`. */
export const unsettledMessages = (sql: SqlExecutor, before: Date, limit: number): Promise<OpenMessage[]> =>
  openMessages(sql, `mm.status = 'sending' and mm.sent_at <= $1`, [before], limit);

/** Held messages whose sender has confirmed their address since: they go out now. */
export const heldMessagesOfConfirmedSenders = (sql: SqlExecutor, limit: number): Promise<OpenMessage[]> =>
  openMessages(sql, `mm.status = 'held' and exists (select 1 from ${MEMBER_SEARCH_TABLE} s where s.member_id = mm.sender_id and s.confirmed)`, [], limit);

/** Withdrawn messages whose credits have not been given back yet. */
export const withdrawnUnrefunded = (sql: SqlExecutor, limit: number): Promise<OpenMessage[]> => openMessages(sql, `mm.status = 'withdrawn' and not mm.refunded`, [], limit);

/** Held messages of one sender (a ban withdraws them). */
export const heldMessagesOf = (sql: SqlExecutor, senderId: string, limit: number): Promise<OpenMessage[]> =>
  openMessages(sql, `mm.status = 'held' and mm.sender_id = $1`, [senderId], limit);

/** Held messages whose sender is banned since: a ban the banning request could not finish leaves these. */
export const heldMessagesOfBannedSenders = (sql: SqlExecutor, limit: number): Promise<OpenMessage[]> =>
  openMessages(sql, `mm.status = 'held' and exists (select 1 from ${MEMBER_SEARCH_TABLE} s where s.member_id = mm.sender_id and s.banned)`, [], limit);

/** Of `messageIds`, those `senderId` sent and `recipientId` received: what the recipient may report. */
export const messagesReceivedFrom = async (sql: SqlExecutor, recipientId: string, senderId: string, messageIds: readonly string[]): Promise<string[]> =>
  messageIds.length
    ? (
        await sql.query<{ message_id: string }>(
          `select message_id from ${CHAT_MESSAGES_TABLE} where message_id = any($1) and sender_id = $2 and recipient_id = $3 and status = 'delivered'`,
          [messageIds, senderId, recipientId],
        )
      ).rows.map((row) => row.message_id)
    : [];

/** Reported messages as staff read them, in the given order; a message or text the log has forgotten reads as null. */
export const reportedMessages = async (reader: ReadModelReader, messageIds: readonly string[]): Promise<{ id: string; text: string | null; sentAt: string | null }[]> => {
  if (!messageIds.length) return [];
  const { rows } = await reader.sql.query<Pick<MessageRow, 'message_id' | 'sender_id' | 'sealed_text' | 'sent_at'>>(
    `select message_id, sender_id, sealed_text, sent_at from ${CHAT_MESSAGES_TABLE} where message_id = any($1)`,
    [messageIds],
  );
  const texts = await openTexts(reader, rows);
  const found = new Map(rows.map((row, index) => [row.message_id, { text: texts[index] ?? null, sentAt: iso(row.sent_at) }]));
  return messageIds.map((id) => ({ id, text: found.get(id)?.text ?? null, sentAt: found.get(id)?.sentAt ?? null }));
};

/**
 * Conversations in which a site-run member got a first message at or before `before` and has never answered: the
 * embedded default's demo members reply once, so a newcomer sees the whole chat. Oldest first.
 */
export const chatsAwaitingDemoReply = async (sql: SqlExecutor, before: Date, limit: number): Promise<{ demoMemberId: string; memberId: string }[]> =>
  (
    await sql.query<{ member_id: string; other_id: string }>(
      `select c.member_id, c.other_id from ${CHAT_MEMBERS_TABLE} c join ${MEMBER_SEARCH_TABLE} m on m.member_id = c.member_id
        where m.fictional and c.sent = 0 and c.unread > 0 and c.updated_at <= $1 order by c.updated_at limit $2`,
      [before, limit],
    )
  ).rows.map((row) => ({ demoMemberId: row.member_id, memberId: row.other_id }));

/** What sending needs to know of a member: whether they are there to write to, and whether their messages go out at once. */
export interface ChatMemberFacts {
  readonly deletionRequested: boolean;
  readonly banned: boolean;
  /** Confirmed address, or run by the site: messages are delivered, not held. */
  readonly deliversAtOnce: boolean;
  readonly fictional: boolean;
}

interface FactsRow {
  member_id: string | null;
  deletion_requested: boolean;
  banned: boolean;
  confirmed: boolean;
  fictional: boolean;
}

const FACTS_COLUMNS = 'm.member_id, m.deletion_requested, m.banned, m.confirmed, m.fictional';

const factsOf = (rows: readonly FactsRow[]): ReadonlyMap<string, ChatMemberFacts> =>
  new Map(
    rows.flatMap((row) =>
      row.member_id === null ? [] : [[row.member_id, { deletionRequested: row.deletion_requested, banned: row.banned, deliversAtOnce: row.confirmed || row.fictional, fictional: row.fictional }]],
    ),
  );

/** Whether a member may write and be written to; undefined for an unknown or erased member. */
export const chatMemberFacts = async (sql: SqlExecutor, memberId: string): Promise<ChatMemberFacts | undefined> =>
  factsOf((await sql.query<FactsRow>(`select ${FACTS_COLUMNS} from ${MEMBER_SEARCH_TABLE} m where m.member_id = $1`, [memberId])).rows).get(memberId);

/** Everything a message from one member to another is checked against before it is paid for. */
export interface MessagePairFacts {
  /** Each of the two that is there (unknown and erased members are missing). */
  readonly members: ReadonlyMap<string, ChatMemberFacts>;
  /** How the sender stands towards the recipient. */
  readonly relation: BlockRelation;
}

interface MessagePair {
  readonly senderId: string;
  readonly recipientId: string;
}

const pairsFacts = async (sql: SqlExecutor, pairs: readonly MessagePair[]): Promise<MessagePairFacts[]> => {
  const { rows } = await sql.query<FactsRow & { pair: string | number; blocker_ids: string[] }>(
    `select w.pair, ${FACTS_COLUMNS}, array(select b.blocker_id::text from ${BLOCKS_TABLE} b
        where (b.blocker_id = w.sender_id and b.blocked_id = w.recipient_id) or (b.blocker_id = w.recipient_id and b.blocked_id = w.sender_id)) as blocker_ids
       from unnest($1::text[], $2::text[]) with ordinality as w (sender_id, recipient_id, pair)
       left join ${MEMBER_SEARCH_TABLE} m on m.member_id = any(array[w.sender_id, w.recipient_id])`,
    [pairs.map((pair) => pair.senderId), pairs.map((pair) => pair.recipientId)],
    { preparedAs: 'message_pair_facts' },
  );
  return pairs.map(({ senderId, recipientId }, index) => {
    const own = rows.filter((row) => Number(row.pair) === index + 1);
    return { members: factsOf(own), relation: senderId === recipientId ? BLOCK_RELATION.NONE : blockRelationOf(own[0]!.blocker_ids, recipientId) };
  });
};

const pairFactsTogether = batchedPerTurnOn(pairsFacts);

/**
 * The facts of both members and the blocks between them in one round trip: every message sent asks for both, and the
 * sends handled side by side ask in one statement for all of them. Whether their conversation exists the
 * conversation's own stream says.
 */
export const messagePairFacts = (sql: SqlExecutor, senderId: string, recipientId: string): Promise<MessagePairFacts> => pairFactsTogether(sql, { senderId, recipientId });

/** A photo sent in a chat is the sender's to see (unless it was refused), and the recipient's once it was delivered; nobody else's. */
export const chatPhotoVisibleTo = async (sql: SqlExecutor, photoId: string, viewerId: string): Promise<boolean> =>
  (
    await sql.query(`select 1 from ${CHAT_MESSAGES_TABLE} where photo_id = $1 and ((sender_id = $2 and status <> 'rejected') or (recipient_id = $2 and status = 'delivered')) limit 1`, [
      photoId,
      viewerId,
    ])
  ).rows.length > 0;

/** Every photo a member sent in chats: final deletion removes their files with the album's. */
export const chatPhotosOf = async (sql: SqlExecutor, senderId: string): Promise<string[]> =>
  (await sql.query<{ photo_id: string }>(`select photo_id from ${CHAT_MESSAGES_TABLE} where sender_id = $1 and photo_id is not null`, [senderId])).rows.map((row) => row.photo_id);

/** Messages a member has not read yet in one conversation, delivered one after another since their last reading. */
export interface UnreadStreak {
  readonly memberId: string;
  readonly conversationId: string;
  /** Who wrote them. */
  readonly otherId: string;
  readonly count: number;
  /** The streak's first message: names the streak, so one notification covers all of it. */
  readonly firstMessageId: string;
  readonly since: string;
  /** Nothing was said in the conversation before the streak: the other member is writing to them for the first time. */
  readonly opensConversation: boolean;
}

interface StreakRow {
  member_id: string;
  conversation_id: string;
  other_id: string;
  unread: number;
  first_unread_message_id: string;
  unread_since: Date | string;
  opens_conversation: boolean;
}

const toStreak = (row: StreakRow): UnreadStreak => ({
  memberId: row.member_id,
  conversationId: row.conversation_id,
  otherId: row.other_id,
  count: row.unread,
  firstMessageId: row.first_unread_message_id,
  since: new Date(row.unread_since).toISOString(),
  opensConversation: row.opens_conversation,
});

// The reader never wrote, and every message the other side got delivered is still unread.
const STREAK_COLUMNS = `r.member_id, r.conversation_id, r.other_id, r.unread, r.first_unread_message_id, r.unread_since, (r.sent = 0 and o.sent = r.unread) as opens_conversation`;
const STREAK_FROM = `${CHAT_MEMBERS_TABLE} r join ${CHAT_MEMBERS_TABLE} o on o.conversation_id = r.conversation_id and o.member_id = r.other_id`;

/** A member in one of their conversations. */
export interface ConversationReader {
  readonly memberId: string;
  readonly conversationId: string;
}

/** Each reader's unread streak, in the order asked: null where they have read everything in the conversation (or it is gone). */
export const unreadStreaksOf = async (sql: SqlExecutor, readers: readonly ConversationReader[]): Promise<(UnreadStreak | null)[]> => {
  const { rows } = await sql.query<StreakRow>(
    `select ${STREAK_COLUMNS} from ${STREAK_FROM}
       join unnest($1::text[], $2::text[]) as asked (member_id, conversation_id) on asked.member_id = r.member_id and asked.conversation_id = r.conversation_id
      where r.unread > 0 and r.first_unread_message_id is not null`,
    [readers.map((reader) => reader.memberId), readers.map((reader) => reader.conversationId)],
    { preparedAs: 'unread_streaks_of' },
  );
  const readerKey = (memberId: string, conversationId: string) => JSON.stringify([memberId, conversationId]);
  const streaks = new Map(rows.map((row) => [readerKey(row.member_id, row.conversation_id), toStreak(row)]));
  return readers.map((reader) => streaks.get(readerKey(reader.memberId, reader.conversationId)) ?? null);
};

/** Where a page of due streaks ended: the next page starts after it. */
export type StreakCursor = Pick<UnreadStreak, 'since' | 'memberId' | 'conversationId'>;

/**
 * Streaks unread since a moment before `dueBefore` but not before `notBefore`, after `cursor`, oldest first: the
 * unread-message reminders due. Paged by position, so a sweep goes through a backlog larger than one page.
 */
export const unreadStreaksDue = async (
  sql: SqlExecutor,
  window: { readonly notBefore: Date; readonly dueBefore: Date },
  cursor: StreakCursor | null,
  limit: number,
): Promise<UnreadStreak[]> =>
  (
    await sql.query<StreakRow>(
      `select ${STREAK_COLUMNS} from ${STREAK_FROM}
        where r.unread > 0 and r.unread_since >= $1 and r.unread_since < $2 and r.first_unread_message_id is not null
          and (r.unread_since, r.member_id, r.conversation_id) > ($3::timestamptz, $4, $5)
        order by r.unread_since, r.member_id, r.conversation_id limit $6`,
      [window.notBefore, window.dueBefore, cursor?.since ?? window.notBefore.toISOString(), cursor?.memberId ?? '', cursor?.conversationId ?? '', limit],
    )
  ).rows.map(toStreak);
