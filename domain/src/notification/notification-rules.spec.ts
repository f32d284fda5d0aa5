import { DEFAULT_NOTIFICATION_PREFERENCES } from '../member/notification-preferences.js';
import { NOTIFICATION_KINDS } from './notification-kinds.js';
import { activationReminderDelayMs, activationReminderDue, hasOpenPage, isoWeekOf, notificationChannels, type NotificationRecipient } from './notification-rules.js';

const member: NotificationRecipient = {
  fictional: false,
  confirmed: true,
  lifecycle: 'active',
  preferences: DEFAULT_NOTIFICATION_PREFERENCES,
  mailDisabled: [],
  hasEmail: true,
};
const HOUR_MS = 3_600_000;

describe('Where a notification may go', () => {
  it('pushes and mails news of messages, likes, matches and unread messages to a confirmed member by default', () => {
    for (const kind of ['new_conversation', 'new_message', 'like', 'match', 'unread_reminder'] as const) {
      expect(notificationChannels(kind, member)).toEqual(['push', 'mail']);
    }
  });

  it('sends the weekly update only to a member who opted in', () => {
    expect(notificationChannels('weekly_update', member)).toEqual([]);
    expect(notificationChannels('weekly_update', { ...member, preferences: { ...member.preferences, weekly_updates: true } })).toEqual(['push', 'mail']);
  });

  it('sends nothing of a kind whose preference is off, by push or by mail', () => {
    const noLikes = { ...member, preferences: { ...member.preferences, like: false } };
    expect(notificationChannels('like', noLikes)).toEqual([]);
    expect(notificationChannels('match', noLikes)).toEqual([]);
    expect(notificationChannels('new_message', noLikes)).toEqual(['push', 'mail']);
  });

  it('still pushes once mail stopped after a bounce, a complaint or a list-unsubscribe, and to a member whose key is gone nothing is mailed', () => {
    for (const reason of ['bounce', 'fbl', 'listunsubscribe'] as const) expect(notificationChannels('new_message', { ...member, mailDisabled: [reason] })).toEqual(['push']);
    expect(notificationChannels('new_message', { ...member, hasEmail: false })).toEqual(['push']);
  });

  it('tells a demo member and a member waiting for deletion nothing at all', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(notificationChannels(kind, { ...member, fictional: true })).toEqual([]);
      expect(notificationChannels(kind, { ...member, confirmed: false, lifecycle: 'deletion_requested' })).toEqual([]);
    }
  });

  it('mails an unconfirmed address only the activation reminder, and a confirmed one never', () => {
    const unconfirmed = { ...member, confirmed: false };
    expect(notificationChannels('new_message', unconfirmed)).toEqual(['push']);
    expect(notificationChannels('activation_reminder', unconfirmed)).toEqual(['push', 'mail']);
    expect(notificationChannels('activation_reminder', member)).toEqual([]);
  });
});

describe('Whether a member has a page open', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('counts a page whose stream beat within the last minute and that has not gone away since', () => {
    expect(hasOpenPage({ pageSeenAt: ago(20_000), pageHiddenAt: null }, now)).toBe(true);
    expect(hasOpenPage({ pageSeenAt: ago(20_000), pageHiddenAt: ago(60_000) }, now)).toBe(true);
  });

  it('counts no page once it went away, fell silent, or never was', () => {
    expect(hasOpenPage({ pageSeenAt: ago(20_000), pageHiddenAt: ago(10_000) }, now)).toBe(false);
    expect(hasOpenPage({ pageSeenAt: ago(90_000), pageHiddenAt: null }, now)).toBe(false);
    expect(hasOpenPage({ pageSeenAt: null, pageHiddenAt: null }, now)).toBe(false);
  });
});

describe('The activation reminder', () => {
  const issuedAt = new Date('2026-11-26T12:00:00Z');
  const validFor = (hours: number) => new Date(issuedAt.getTime() + hours * HOUR_MS);

  it('comes a day after the link went out when the link lasts longer', () => expect(activationReminderDelayMs(issuedAt, validFor(72))).toBe(24 * HOUR_MS));

  it('comes halfway through a shorter link, and not at all when too little time would be left', () => {
    expect(activationReminderDelayMs(issuedAt, validFor(24))).toBe(12 * HOUR_MS);
    expect(activationReminderDelayMs(issuedAt, validFor(1))).toBeNull();
  });

  it('is due from then until an hour before the link expires', () => {
    const at = (hours: number) => new Date(issuedAt.getTime() + hours * HOUR_MS);
    expect([23, 24, 46, 47.5].map((hours) => activationReminderDue(issuedAt, validFor(48), at(hours)))).toEqual([false, true, true, false]);
  });
});

describe('The weekly update', () => {
  it("names weeks as ISO 8601 does, a year's first days belonging to the last one's final week and back", () => {
    expect(isoWeekOf(new Date('2026-11-26T12:00:00Z'))).toBe('2026-W48');
    expect(isoWeekOf(new Date('2026-12-31T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeekOf(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
    expect(isoWeekOf(new Date('2027-01-03T12:00:00Z'))).toBe('2026-W53');
  });
});
