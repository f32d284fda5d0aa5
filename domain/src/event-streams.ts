import { ACCOUNT_EVENT_TYPES, accountStreamId } from './account/account.events.js';
import { accountDecider } from './account/account.decider.js';
import { BLOCK_EVENT_TYPES, blockStreamId } from './block/block.events.js';
import { blockDecider } from './block/block.decider.js';
import { CHAT_STARTS_EVENT_TYPES, chatStartsDecider, chatStartsStreamId } from './conversation/chat-starts.decider.js';
import { CONVERSATION_EVENT_TYPES, conversationStreamId } from './conversation/conversation.events.js';
import { conversationDecider } from './conversation/conversation.decider.js';
import { CREDENTIALS_EVENT_TYPES, credentialsStreamId } from './credentials/credentials.events.js';
import { credentialsDecider } from './credentials/credentials.decider.js';
import { DIRECT_DEBIT_EVENT_TYPES, directDebitStreamId } from './direct-debit/direct-debit.events.js';
import { directDebitDecider } from './direct-debit/direct-debit.decider.js';
import { DISCOUNT_CODE_EVENT_TYPES, DISCOUNT_USE_EVENT_TYPES, discountCodeStreamId, discountUseStreamId, timeBonusStreamId } from './discount/discount.events.js';
import { discountCodeDecider, discountUseDecider } from './discount/discount.decider.js';
import { EMAIL_CLAIM_EVENT_TYPES, emailClaimDecider, emailClaimStreamId } from './email-claim/email-claim.decider.js';
import type { Decider } from './kernel/decider.js';
import type { Event } from './kernel/message.js';
import { eventVersionsOf, upcastOwnTypes, type EventUpgrades } from './kernel/upcast.js';
import { LIKE_EVENT_TYPES, likePairStreamId } from './like/like.events.js';
import { likeDecider } from './like/like.decider.js';
import { SWIPE_DAY_EVENT_TYPES, swipeDayDecider, swipeDayStreamId } from './like/swipe-day.decider.js';
import { LOGIN_ATTACK_EVENT_TYPES, loginAttackStreamId } from './login-attack/login-attack.events.js';
import { loginAttackDecider } from './login-attack/login-attack.decider.js';
import { LEGACY_SESSION_EVENT_TYPES, legacySessionsStreamId, SPLIT_MEMBER_STREAM_PREFIXES } from './member/member.events.js';
import { NOTIFICATION_SETTINGS_EVENT_TYPES, notificationSettingsStreamId } from './notification-settings/notification-settings.events.js';
import { notificationSettingsDecider } from './notification-settings/notification-settings.decider.js';
import { ORDER_EVENT_TYPES, ORDER_EVENT_UPGRADES, orderStreamId } from './order/order.events.js';
import { orderDecider } from './order/order.decider.js';
import { REPEAT_SLOT_EVENT_TYPES, repeatSlotStreamId } from './order/repeat-slot.events.js';
import { repeatSlotDecider } from './order/repeat-slot.decider.js';
import { PASSWORD_RESET_EVENT_TYPES, passwordResetStreamId } from './password-reset/password-reset.events.js';
import { passwordResetDecider } from './password-reset/password-reset.decider.js';
import { PHOTO_EVENT_TYPES, photoAlbumStreamId } from './photo/photo.events.js';
import { photoAlbumDecider } from './photo/photo.decider.js';
import { PROFILE_EVENT_TYPES, profileStreamId } from './profile/profile.events.js';
import { profileDecider } from './profile/profile.decider.js';
import { REGISTRATION_EVENT_TYPES, REGISTRATION_EVENT_UPGRADES, registrationStreamId } from './registration/registration.events.js';
import { registrationDecider } from './registration/registration.decider.js';
import { REPORT_EVENT_TYPES, reportStreamId } from './report/report.events.js';
import { reportDecider } from './report/report.decider.js';
import { PAGE_BOUNCE_EVENT_TYPES, pageBounceStreamId } from './traffic/page-bounce.events.js';
import { pageBounceDecider } from './traffic/page-bounce.decider.js';
import { WALLET_EVENT_TYPES, walletStreamId } from './wallet/wallet.events.js';
import { walletDecider } from './wallet/wallet.decider.js';

/** One kind of stream in the log: the aggregate that records its events, and how they are read back. */
export interface EventStreamKind {
  /** The aggregate whose decisions these events are; `legacy` for types nothing records any more. */
  readonly aggregate: string;
  /** The stream ids it writes, each variable part in angle brackets. */
  readonly streams: readonly string[];
  /** Where logs written before the member-stream split hold these events (the split migration moves them). */
  readonly formerStreams: readonly string[];
  readonly types: readonly string[];
  /** Per type, the version of the shape written today (see EventUpgrade). */
  readonly versions: Readonly<Record<string, number>>;
  /** Per type with older shapes, what each of them is, oldest (version 1) first. */
  readonly olderShapes: Readonly<Record<string, readonly string[]>>;
  /** A stored event as the aggregate reads it (today's shape), or undefined for a type of another aggregate. */
  readonly upcast: (event: Event) => Event | undefined;
  /** Folds upcast events into the aggregate's state, as loading its stream does; absent for legacy types. */
  readonly fold?: (events: readonly Event[]) => unknown;
}

type ReadableDecider<E extends Event, S> = Pick<Decider<never, E, S>, 'initialState' | 'evolve' | 'upcast'>;

const memberStreamBeforeSplit = (types: readonly string[]): string[] =>
  types.some((type) => Object.hasOwn(SPLIT_MEMBER_STREAM_PREFIXES, type)) ? [registrationStreamId('<memberId>')] : [];

const olderShapesOf = <E extends Event>(upgrades: EventUpgrades<E>): Record<string, readonly string[]> =>
  Object.fromEntries(Object.entries(upgrades).map(([type, upgrade]) => [type, (upgrade as { olderShapes: readonly string[] }).olderShapes]));

const recordedBy = <E extends Event, S>(
  aggregate: string,
  streams: readonly string[],
  decider: ReadableDecider<E, S>,
  types: readonly E['type'][],
  upgrades: EventUpgrades<E> = {},
): EventStreamKind => ({
  aggregate,
  streams,
  formerStreams: memberStreamBeforeSplit(types),
  types,
  versions: eventVersionsOf(types, upgrades),
  olderShapes: olderShapesOf(upgrades),
  // Without an upcaster of its own, an aggregate reads its events as stored.
  upcast: decider.upcast ?? upcastOwnTypes<E>(types),
  fold: (events) => (events as readonly E[]).reduce(decider.evolve, decider.initialState),
});

/** Every kind of stream the log holds, with every event type in it: what the event catalogue and replays start from. */
export const EVENT_STREAMS: readonly EventStreamKind[] = [
  recordedBy('registration', [registrationStreamId('<memberId>')], registrationDecider, REGISTRATION_EVENT_TYPES, REGISTRATION_EVENT_UPGRADES),
  recordedBy('email-claim', [emailClaimStreamId('<addressDigest>')], emailClaimDecider, EMAIL_CLAIM_EVENT_TYPES),
  recordedBy('credentials', [credentialsStreamId('<memberId>')], credentialsDecider, CREDENTIALS_EVENT_TYPES),
  recordedBy('account', [accountStreamId('<memberId>')], accountDecider, ACCOUNT_EVENT_TYPES),
  recordedBy('notification-settings', [notificationSettingsStreamId('<memberId>')], notificationSettingsDecider, NOTIFICATION_SETTINGS_EVENT_TYPES),
  recordedBy('password-reset', [passwordResetStreamId('<addressDigest>')], passwordResetDecider, PASSWORD_RESET_EVENT_TYPES),
  recordedBy('login-attack', [loginAttackStreamId('<memberId>', '<attackStartedAt>')], loginAttackDecider, LOGIN_ATTACK_EVENT_TYPES),
  recordedBy('profile', [profileStreamId('<memberId>')], profileDecider, PROFILE_EVENT_TYPES),
  recordedBy('photo-album', [photoAlbumStreamId('<memberId>')], photoAlbumDecider, PHOTO_EVENT_TYPES),
  recordedBy('block', [blockStreamId('<memberId>')], blockDecider, BLOCK_EVENT_TYPES),
  recordedBy('like-pair', [likePairStreamId('<memberA>', '<memberB>')], likeDecider, LIKE_EVENT_TYPES),
  recordedBy('swipe-day', [swipeDayStreamId('<memberId>', '<day>')], swipeDayDecider, SWIPE_DAY_EVENT_TYPES),
  recordedBy('conversation', [conversationStreamId('<memberA>', '<memberB>')], conversationDecider, CONVERSATION_EVENT_TYPES),
  recordedBy('chat-starts', [chatStartsStreamId('<memberId>')], chatStartsDecider, CHAT_STARTS_EVENT_TYPES),
  recordedBy('wallet', [walletStreamId('<memberId>')], walletDecider, WALLET_EVENT_TYPES),
  recordedBy('order', [orderStreamId('<orderId>')], orderDecider, ORDER_EVENT_TYPES, ORDER_EVENT_UPGRADES),
  recordedBy('repeat-slot', [repeatSlotStreamId('<memberId>')], repeatSlotDecider, REPEAT_SLOT_EVENT_TYPES),
  recordedBy('discount-code', [discountCodeStreamId('<code>')], discountCodeDecider, DISCOUNT_CODE_EVENT_TYPES),
  recordedBy('discount-use', [discountUseStreamId('<code>', '<memberId>'), timeBonusStreamId('<memberId>')], discountUseDecider, DISCOUNT_USE_EVENT_TYPES),
  recordedBy('direct-debit', [directDebitStreamId('<memberId>')], directDebitDecider, DIRECT_DEBIT_EVENT_TYPES),
  recordedBy('report', [reportStreamId('<reportId>')], reportDecider, REPORT_EVENT_TYPES),
  recordedBy('page-bounce', [pageBounceStreamId('<visitId>')], pageBounceDecider, PAGE_BOUNCE_EVENT_TYPES),
  {
    aggregate: 'legacy',
    streams: [legacySessionsStreamId('<memberId>')],
    formerStreams: memberStreamBeforeSplit(LEGACY_SESSION_EVENT_TYPES),
    types: LEGACY_SESSION_EVENT_TYPES,
    versions: eventVersionsOf(LEGACY_SESSION_EVENT_TYPES),
    olderShapes: {},
    upcast: upcastOwnTypes(LEGACY_SESSION_EVENT_TYPES),
  },
];

/** The kind of stream an event type is recorded in; undefined for a type the log never holds. */
export const eventStreamOf = (type: string): EventStreamKind | undefined => EVENT_STREAMS.find((kind) => kind.types.includes(type));

/** The version of the shape of `type` written today; undefined for a type the log never holds. */
export const eventVersionOf = (type: string): number | undefined => eventStreamOf(type)?.versions[type];

// The kinds that upgrade each type with older shapes; a type absent here is read as stored.
const UPGRADING_KIND = new Map(EVENT_STREAMS.flatMap((kind) => Object.keys(kind.olderShapes).map((type) => [type, kind] as const)));

/**
 * A stored event in today's shape, as its aggregate reads it: what every other reader of the log (a read model, a job,
 * the lake) is given too, so that none reads a field an older shape lacks. Events of today's shape come back as they are.
 */
export const inTodaysShape = <E extends Event>(event: E): E => {
  const kind = UPGRADING_KIND.get(event.type);
  return kind ? { ...event, data: kind.upcast(event)!.data } : event;
};
