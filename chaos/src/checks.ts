import { messageOfSpendKey } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import type { SmtpSink } from '@dating/platform/testing';
import { decodeQuotedPrintable } from '@dating/platform/testing';
import type { MemberRecord } from './simulated-member.js';
import type { LiveStream } from './live-stream.js';

/** What a broken promise did: something a member did went missing, happened twice, or a figure is wrong. */
export type FailureKind = 'lost' | 'duplicated' | 'wrong';

export interface Failure {
  readonly kind: FailureKind;
  readonly text: string;
}

/** One promise the site makes, checked at the end: what broke it, one line per case (empty: kept). */
export interface CheckResult {
  readonly name: string;
  readonly failures: Failure[];
  /** How many cases it looked at. */
  readonly checked: number;
}

const lost = (text: string): Failure => ({ kind: 'lost', text });
const duplicated = (text: string): Failure => ({ kind: 'duplicated', text });
const wrong = (text: string): Failure => ({ kind: 'wrong', text });
/** None, one or several: which failure a count that should be exactly one is. */
const onceOr = (count: number, text: string): Failure[] => (count === 1 ? [] : [count === 0 ? lost(text) : duplicated(text)]);

interface LoggedEvent {
  readonly type: string;
  readonly stream_id: string;
  readonly data: Record<string, unknown>;
}

/** Signs of the wallet events on the balance; CreditsCorrected carries its own sign. */
const CREDIT_SIGN: Record<string, number> = { CreditsGranted: 1, CreditsPurchased: 1, CreditsSpent: -1, CreditsRefunded: 1, CreditsCorrected: 1, PurchaseReversed: -1 };

const loggedEvents = async (sql: SqlPort, types: readonly string[]): Promise<LoggedEvent[]> =>
  (await sql.query<LoggedEvent>('select type, stream_id, data from es_events where type = any($1::text[]) order by global_position', [types])).rows;

/**
 * Every wallet's balance from its own events (purchases − spends + refunds ± corrections − reversals), never below
 * zero on the way, equal to the last balance its member's client was told and to what the site shows now.
 */
export const checkWallets = async (sql: SqlPort, members: readonly MemberRecord[], shownCredits: ReadonlyMap<string, number>): Promise<CheckResult> => {
  const failures: Failure[] = [];
  const balances = new Map<string, number>();
  for (const event of await loggedEvents(sql, Object.keys(CREDIT_SIGN))) {
    const memberId = String(event.data['memberId']);
    const balance = (balances.get(memberId) ?? 0) + CREDIT_SIGN[event.type]! * Number(event.data['credits']);
    if (balance < 0) failures.push(wrong(`wallet of ${memberId} went to ${balance} at ${event.type}`));
    if (balance !== Number(event.data['balance'])) failures.push(wrong(`wallet of ${memberId}: ${event.type} says balance ${String(event.data['balance'])}, its events add up to ${balance}`));
    balances.set(memberId, balance);
  }
  for (const member of members) {
    const balance = balances.get(member.id) ?? 0;
    if (member.lastToldCredits !== undefined && member.lastToldCredits !== balance) failures.push(wrong(`${member.id} was last told ${member.lastToldCredits} credits, the log says ${balance}`));
    if (shownCredits.get(member.id) !== balance) failures.push(wrong(`${member.id} is shown ${shownCredits.get(member.id)} credits, the log says ${balance}`));
  }
  return { name: 'wallets exact', failures, checked: members.length };
};

/**
 * Every message (gift) a client saw accepted is delivered exactly once and paid exactly once (credits or a free
 * message, not given back), and no message in the log is delivered unpaid.
 */
export const checkMessages = async (sql: SqlPort, members: readonly MemberRecord[]): Promise<CheckResult> => {
  const failures: Failure[] = [];
  const deliveries = new Map<string, number>();
  for (const event of await loggedEvents(sql, ['MessageSent', 'MessageDelivered'])) {
    if (event.type === 'MessageSent' && event.data['status'] !== 'delivered') continue;
    const messageId = String(event.data['messageId']);
    deliveries.set(messageId, (deliveries.get(messageId) ?? 0) + 1);
  }
  const payments = new Map<string, number>();
  for (const event of await loggedEvents(sql, ['CreditsSpent', 'FreeMessageUsed', 'CreditsRefunded', 'FreeMessageReturned'])) {
    const refund = event.type === 'CreditsRefunded' || event.type === 'FreeMessageReturned';
    const messageId = messageOfSpendKey(String(event.data[refund ? 'spendKey' : 'key']));
    if (messageId) payments.set(messageId, (payments.get(messageId) ?? 0) + (refund ? -1 : 1));
  }
  const accepted = members.flatMap((member) => member.acceptedMessages);
  for (const { messageId } of accepted) {
    const delivered = deliveries.get(messageId) ?? 0;
    failures.push(...onceOr(delivered, `message ${messageId} accepted, delivered ${delivered} times`));
  }
  for (const [messageId] of deliveries) {
    const paid = payments.get(messageId) ?? 0;
    failures.push(...onceOr(paid, `message ${messageId} delivered, paid ${paid} times`));
  }
  return { name: 'messages and gifts delivered and paid once', failures, checked: accepted.length };
};

/** Every like a client saw accepted is in the log once; no pair liked twice without an unlike between; matches once per pair. */
export const checkLikes = async (sql: SqlPort, members: readonly MemberRecord[]): Promise<CheckResult> => {
  const failures: Failure[] = [];
  const likes = new Map<string, number>();
  const matches = new Map<string, number>();
  for (const event of await loggedEvents(sql, ['MemberLiked', 'MemberUnliked', 'MatchMade'])) {
    if (event.type === 'MatchMade') {
      const pair = [...(event.data['memberIds'] as string[])].sort().join('+');
      matches.set(pair, (matches.get(pair) ?? 0) + 1);
      continue;
    }
    const pair = `${String(event.data['likerId'])}>${String(event.data['likedId'])}`;
    const count = (likes.get(pair) ?? 0) + (event.type === 'MemberLiked' ? 1 : -1);
    if (count > 1) failures.push(duplicated(`${pair} liked twice`));
    likes.set(pair, count);
  }
  for (const [pair, count] of matches) if (count > 1) failures.push(duplicated(`match ${pair} made ${count} times`));
  let checked = 0;
  for (const member of members) {
    for (const likedId of member.liked) {
      checked += 1;
      const count = likes.get(`${member.id}>${likedId}`) ?? 0;
      failures.push(...onceOr(count, `${member.id} liked ${likedId}, the log has it ${count} times`));
    }
  }
  return { name: 'likes and matches once', failures, checked };
};

/** The ledger's promise for mail: every member's activation mail sent at least once, and never twice. */
export const checkActivationMails = (smtp: SmtpSink, members: readonly MemberRecord[]): CheckResult => {
  const failures: Failure[] = [];
  for (const member of members) {
    const count = smtp.received.filter((mail) => mail.to.includes(member.email) && decodeQuotedPrintable(mail.raw).includes('/api/activate.php?token=')).length;
    failures.push(...onceOr(count, `${member.email} got ${count} activation mails`));
  }
  return { name: 'activation mails once', failures, checked: members.length };
};

const TIMELINE_SHOWN_MS = 30_000;

/** Every message reached its recipient's open page, across the stream's reconnects. */
export const checkLiveDelivery = (members: readonly MemberRecord[], streams: ReadonlyMap<string, LiveStream>): CheckResult => {
  const failures: Failure[] = [];
  const accepted = members.flatMap((member) => member.acceptedMessages);
  for (const { messageId, recipientId, acceptedAt } of accepted) {
    const stream = streams.get(recipientId);
    if (stream?.messageIds.has(messageId)) continue;
    // The stream's story around the send, to tell a cut from a reset that reloaded too early.
    const around = (stream?.timeline ?? []).filter(({ at }) => Math.abs(at - acceptedAt) <= TIMELINE_SHOWN_MS);
    const story = around.map(({ at, what }) => `${((at - acceptedAt) / 1000).toFixed(1)} s ${what}`).join('; ');
    failures.push(lost(`message ${messageId} never reached ${recipientId}'s live stream (around its acceptance: ${story || 'nothing'})`));
  }
  return { name: 'live streams got every message', failures, checked: accepted.length };
};
