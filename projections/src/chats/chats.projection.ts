import { CONVERSATION_EVENT_TYPES, messageOfSpendKey, type AccountErased, type ConversationEvent, type CreditsRefunded, type FreeMessageReturned, type MessageSent, type MessageSubmitted, type RecordedEvent } from '@dating/domain';
import { preparedNameOf, type SqlExecutor } from '@dating/platform';
import { assertIdentifier, versionedTable, insertRows, sealPersonal, type ProjectionContext, type SqlProjection } from '../sql-projection/sql-projection.js';

// Bumped when its tables or what they hold change: the new version is built beside the one serving.
const CHATS_VERSION = 2;
/** One row per member per conversation: that member's side of it (unread count, removal, the other's reading). */
export const CHAT_MEMBERS_TABLE = versionedTable('rm_chat_members', CHATS_VERSION);
/** Every message submitted, its text sealed with the sender's key; `seq` keeps the log's order within a conversation. */
export const CHAT_MESSAGES_TABLE = versionedTable('rm_chat_messages', CHATS_VERSION);

export const tablesOf = (suffix: string) => ({
  members: assertIdentifier(`${CHAT_MEMBERS_TABLE}${suffix}`),
  messages: assertIdentifier(`${CHAT_MESSAGES_TABLE}${suffix}`),
});

const migrate = async (tx: SqlExecutor, suffix: string) => {
  const { members, messages } = tablesOf(suffix);
  await tx.query(
    `create table if not exists ${members} (
      member_id text not null,
      conversation_id text not null,
      other_id text not null,
      unread integer not null default 0,
      sent integer not null default 0,
      updated_at timestamptz not null,
      last_message_id text,
      removed_at timestamptz,
      other_read_at timestamptz,
      unread_since timestamptz,
      first_unread_message_id text,
      primary key (member_id, conversation_id))`,
  );
  await tx.query(`create index if not exists ${members}_list on ${members} (member_id, updated_at desc)`);
  // The unread-reminder sweep looks only at conversations with something unread, oldest first.
  await tx.query(`create index if not exists ${members}_unread_since on ${members} (unread_since) where unread > 0`);
  // The app badge sums a member's unread conversations only.
  await tx.query(`create index if not exists ${members}_unread on ${members} (member_id) where unread > 0`);
  await tx.query(`create unique index if not exists ${members}_pair on ${members} (member_id, other_id)`);
  await tx.query(
    `create table if not exists ${messages} (
      seq bigserial not null,
      message_id text primary key,
      conversation_id text not null,
      sender_id text not null,
      recipient_id text not null,
      kind text not null,
      sealed_text text,
      gift text,
      photo_id text,
      credits integer not null,
      sent_at timestamptz not null,
      status text not null,
      delivered_at timestamptz,
      refunded boolean not null default false)`,
  );
  await tx.query(`create index if not exists ${messages}_conversation on ${messages} (conversation_id, seq desc)`);
  // The follow-up sweep looks only at messages still owing something: a debit outcome, a delivery or a refund.
  await tx.query(`create index if not exists ${messages}_open on ${messages} (status, sent_at) where status in ('sending', 'held', 'withdrawn')`);
};

type ChatsEvent = ConversationEvent | AccountErased | CreditsRefunded | FreeMessageReturned;

/** The newest message a member may see in the conversation: their own (unless refused) or one delivered to them. */
const lastVisible = (messages: string, member: string) =>
  `(select message_id from ${messages} where conversation_id = $1 and ((sender_id = ${member} and status <> 'rejected') or (recipient_id = ${member} and status = 'delivered')) order by seq desc limit 1)`;

const MESSAGE_COLUMNS = ['message_id', 'conversation_id', 'sender_id', 'recipient_id', 'kind', 'sealed_text', 'gift', 'photo_id', 'credits', 'sent_at', 'status', 'delivered_at'];

/** Messages as submitted (`sending`) or sent (delivered or held), in one statement: the texts sealed with each sender's key. */
const insertMessages = async (tx: SqlExecutor, messages: string, sent: readonly { data: MessageSubmitted['data']; status: string }[], context: ProjectionContext) => {
  const rows = await Promise.all(
    sent.map(async ({ data, status }) => [
      data.messageId,
      data.conversationId,
      data.senderId,
      data.recipientId,
      data.kind,
      data.text === null ? null : await sealPersonal(context, data.senderId, data.text),
      data.gift,
      data.photoId,
      data.credits,
      data.sentAt,
      status,
      status === 'delivered' ? data.sentAt : null,
    ]),
  );
  await insertRows(tx, messages, MESSAGE_COLUMNS, rows, 'on conflict do nothing');
};

/** The sender's side of the chat list shows their message as the newest, before the recipient's side does. */
const showToSender = async (tx: SqlExecutor, members: string, { conversationId, senderId, sentAt, messageId }: MessageSubmitted['data']) => {
  await tx.query(`update ${members} set updated_at = $3, last_message_id = $4 where conversation_id = $1 and member_id = $2`, [conversationId, senderId, sentAt, messageId]);
};

const NOTHING_UNREAD = 'unread = 0, unread_since = null, first_unread_message_id = null';

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string, context: ProjectionContext) => {
  const { members, messages } = tablesOf(suffix);
  const event = { type: recorded.type, data: recorded.data } as ChatsEvent;
  switch (event.type) {
    case 'ConversationStarted': {
      const { conversationId, memberIds: [a, b], startedAt } = event.data;
      await tx.query(
        `insert into ${members} (member_id, conversation_id, other_id, updated_at) values ($1, $3, $2, $4), ($2, $3, $1, $4) on conflict do nothing`,
        [a, b, conversationId, startedAt],
      );
      return;
    }
    case 'MessageSubmitted': {
      const { data } = event;
      await insertMessages(tx, messages, [{ data, status: 'sending' }], context);
      await showToSender(tx, members, data);
      return;
    }
    case 'MessageSent':
      return applySent(tx, [recorded], suffix, context);
    case 'MessageDelivered': {
      const { conversationId, messageId, senderId, recipientId, deliveredAt } = event.data;
      await tx.query(`update ${messages} set status = 'delivered', delivered_at = $2 where message_id = $1`, [messageId, deliveredAt]);
      await tx.query(`update ${members} set sent = sent + 1 where conversation_id = $1 and member_id = $2`, [conversationId, senderId]);
      await tx.query(
        `update ${members} set unread = unread + 1, updated_at = greatest(updated_at, $3), last_message_id = ${lastVisible(messages, '$2')},
            unread_since = case when unread = 0 then $3::timestamptz else unread_since end,
            first_unread_message_id = case when unread = 0 then $4 else first_unread_message_id end
          where conversation_id = $1 and member_id = $2`,
        [conversationId, recipientId, deliveredAt, messageId],
      );
      return;
    }
    case 'MessageHeld':
      await tx.query(`update ${messages} set status = 'held' where message_id = $1`, [event.data.messageId]);
      return;
    case 'MessageRejected': {
      const { conversationId, messageId, senderId } = event.data;
      await tx.query(`update ${messages} set status = 'rejected' where message_id = $1`, [messageId]);
      await tx.query(`update ${members} set last_message_id = ${lastVisible(messages, '$2')} where conversation_id = $1 and member_id = $2`, [
        conversationId,
        senderId,
      ]);
      return;
    }
    case 'MessageWithdrawn':
      await tx.query(`update ${messages} set status = 'withdrawn' where message_id = $1`, [event.data.messageId]);
      return;
    case 'MessagesRead': {
      const { conversationId, readerId, readAt } = event.data;
      await tx.query(`update ${members} set ${NOTHING_UNREAD} where conversation_id = $1 and member_id = $2`, [conversationId, readerId]);
      await tx.query(`update ${members} set other_read_at = $3 where conversation_id = $1 and member_id <> $2`, [conversationId, readerId, readAt]);
      return;
    }
    case 'ConversationRemoved': {
      const { conversationId, memberId, removedAt } = event.data;
      await tx.query(`update ${members} set ${NOTHING_UNREAD}, removed_at = $3 where conversation_id = $1 and member_id = $2`, [conversationId, memberId, removedAt]);
      return;
    }
    case 'CreditsRefunded':
    case 'FreeMessageReturned': {
      const { spendKey } = event.data;
      const messageId = messageOfSpendKey(spendKey);
      if (messageId !== undefined) await tx.query(`update ${messages} set refunded = true where message_id = $1`, [messageId]);
      return;
    }
    case 'AccountErased':
      // Both sides go: a conversation with an erased member has no one left to answer.
      await tx.query(`delete from ${members} where member_id = $1 or other_id = $1`, [event.data.memberId]);
      await tx.query(`delete from ${messages} where sender_id = $1 or recipient_id = $1`, [event.data.memberId]);
      return;
  }
};

/**
 * One member's side of a conversation after a run of sent messages, folded in the log's order so that the run needs
 * one statement for every side it touches: each column is what the message-by-message updates would leave there.
 */
interface SideChange {
  readonly conversationId: string;
  readonly memberId: string;
  lastMessageId: string;
  sent: number;
  /** The time the member's own newest message set, after which only later incoming messages can move it. */
  updatedAtSetTo: string | null;
  /** The newest incoming message's time since that set (or since the run began): `updated_at` never goes back for it. */
  updatedAtAtLeast: string | null;
  unread: number;
  /** The first incoming message of the run: it starts the unread streak if nothing was unread before. */
  firstUnreadAt: string | null;
  firstUnreadMessageId: string | null;
}

const laterOf = (a: string | null, b: string): string => (a !== null && Date.parse(a) > Date.parse(b) ? a : b);

const sideChangesOf = (sent: readonly MessageSent['data'][]): SideChange[] => {
  const sides = new Map<string, SideChange>();
  const sideOf = (conversationId: string, memberId: string) => {
    const key = `${conversationId}/${memberId}`;
    let side = sides.get(key);
    if (!side) {
      side = { conversationId, memberId, lastMessageId: '', sent: 0, updatedAtSetTo: null, updatedAtAtLeast: null, unread: 0, firstUnreadAt: null, firstUnreadMessageId: null };
      sides.set(key, side);
    }
    return side;
  };
  for (const { conversationId, senderId, recipientId, sentAt, messageId, status } of sent) {
    // The sender's side shows their message as the newest, held or not; only a delivered one counts as sent.
    const sender = sideOf(conversationId, senderId);
    sender.lastMessageId = messageId;
    sender.updatedAtSetTo = sentAt;
    sender.updatedAtAtLeast = null;
    if (status === 'held') continue;
    sender.sent += 1;
    const recipient = sideOf(conversationId, recipientId);
    recipient.lastMessageId = messageId;
    recipient.updatedAtAtLeast = laterOf(recipient.updatedAtAtLeast, sentAt);
    recipient.unread += 1;
    if (recipient.firstUnreadAt === null) [recipient.firstUnreadAt, recipient.firstUnreadMessageId] = [sentAt, messageId];
  }
  return [...sides.values()];
};

/** Messages sent one after another: inserted together, then every side they touch updated in one statement. */
const applySent = async (tx: SqlExecutor, recorded: readonly RecordedEvent[], suffix: string, context: ProjectionContext) => {
  const { members, messages } = tablesOf(suffix);
  const sent = recorded.map((event) => (event as unknown as MessageSent).data);
  await insertMessages(tx, messages, sent.map((data) => ({ data, status: data.status })), context);
  const sides = sideChangesOf(sent);
  const column = <K extends keyof SideChange>(key: K) => sides.map((side) => side[key]);
  // `unread` on the right is the value before the run: a streak starts only where nothing was unread.
  const text = `update ${members} as side set last_message_id = change.last_message_id,
        sent = side.sent + change.sent,
        updated_at = greatest(coalesce(change.updated_at_set_to, side.updated_at), change.updated_at_at_least),
        unread = side.unread + change.unread,
        unread_since = case when side.unread = 0 and change.unread > 0 then change.first_unread_at else side.unread_since end,
        first_unread_message_id = case when side.unread = 0 and change.unread > 0 then change.first_unread_message_id else side.first_unread_message_id end
      from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::timestamptz[], $6::timestamptz[], $7::int[], $8::timestamptz[], $9::text[])
        as change(conversation_id, member_id, last_message_id, sent, updated_at_set_to, updated_at_at_least, unread, first_unread_at, first_unread_message_id)
      where side.conversation_id = change.conversation_id and side.member_id = change.member_id`;
  await tx.query(
    text,
    [
      column('conversationId'),
      column('memberId'),
      column('lastMessageId'),
      column('sent'),
      column('updatedAtSetTo'),
      column('updatedAtAtLeast'),
      column('unread'),
      column('firstUnreadAt'),
      column('firstUnreadMessageId'),
    ],
    { preparedAs: preparedNameOf('chat_sides_sent', text) },
  );
};

/** Conversations and their messages as each of the two members sees them. */
export const chatsProjection: SqlProjection = {
  name: 'chats',
  // 2: each member's side knows since when, and from which message, something is unread (the notifications' streak).
  version: CHATS_VERSION,
  canHandle: [...CONVERSATION_EVENT_TYPES, 'CreditsRefunded', 'FreeMessageReturned', 'AccountErased'],
  tables: [CHAT_MEMBERS_TABLE, CHAT_MESSAGES_TABLE],
  migrate,
  apply,
  runs: { types: ['MessageSent'], apply: applySent },
};
