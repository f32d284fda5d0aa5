import { CONVERSATION_EVENT_TYPES, messageOfSpendKey, type AccountErased, type ConversationEvent, type CreditsRefunded, type FreeMessageReturned, type MessageSent, type MessageSubmitted, type RecordedEvent } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, insertRows, sealPersonal, type ProjectionContext, type SqlProjection } from '../sql-projection/sql-projection.js';

/** One row per member per conversation: that member's side of it (unread count, removal, the other's reading). */
export const CHAT_MEMBERS_TABLE = 'rm_chat_members';
/** Every message submitted, its text sealed with the sender's key; `seq` keeps the log's order within a conversation. */
export const CHAT_MESSAGES_TABLE = 'rm_chat_messages';

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

/** Messages sent one after another: inserted together, then each shown on the members' sides in the log's order. */
const applySent = async (tx: SqlExecutor, recorded: readonly RecordedEvent[], suffix: string, context: ProjectionContext) => {
  const { members, messages } = tablesOf(suffix);
  const sent = recorded.map((event) => (event as unknown as MessageSent).data);
  await insertMessages(tx, messages, sent.map((data) => ({ data, status: data.status })), context);
  for (const data of sent) {
    if (data.status === 'held') {
      await showToSender(tx, members, data);
      continue;
    }
    // Both members' rows in one statement: the newest message of each, one more sent for the sender, unread for the recipient.
    await tx.query(
      `update ${members} set last_message_id = $4,
          sent = sent + (member_id = $2)::int,
          updated_at = case when member_id = $2 then $3::timestamptz else greatest(updated_at, $3::timestamptz) end,
          unread = unread + (member_id <> $2)::int,
          unread_since = case when member_id <> $2 and unread = 0 then $3::timestamptz else unread_since end,
          first_unread_message_id = case when member_id <> $2 and unread = 0 then $4 else first_unread_message_id end
        where conversation_id = $1`,
      [data.conversationId, data.senderId, data.sentAt, data.messageId],
    );
  }
};

/** Conversations and their messages as each of the two members sees them. */
export const chatsProjection: SqlProjection = {
  name: 'chats',
  // 2: each member's side knows since when, and from which message, something is unread (the notifications' streak).
  version: 2,
  canHandle: [...CONVERSATION_EVENT_TYPES, 'CreditsRefunded', 'FreeMessageReturned', 'AccountErased'],
  tables: [CHAT_MEMBERS_TABLE, CHAT_MESSAGES_TABLE],
  migrate,
  apply,
  runs: { types: ['MessageSent'], apply: applySent },
};
