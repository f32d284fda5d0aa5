import type { RecordedEvent } from '@dating/domain';
import { LIVE_SIGNAL_SOURCES, liveSignalsOf } from './live-signals.js';

const recorded = (type: string, extra: Record<string, unknown> = {}): RecordedEvent => ({
  id: 'event',
  streamId: 'stream',
  streamVersion: 1,
  type,
  // Every member and message field a signal may name.
  data: { senderId: 'a', recipientId: 'b', messageId: 'm', readerId: 'b', writerId: 'a', conversationId: 'c', readAt: 'now', memberId: 'a', likerId: 'a', likedId: 'b', memberIds: ['a', 'b'], ...extra },
  metadata: {},
  recordedAt: 'now',
  checkpoint: '1',
});

describe('liveSignalsOf', () => {
  it.each(LIVE_SIGNAL_SOURCES)('makes a signal of %s, one of the events the live publisher handles', (type) => {
    expect(liveSignalsOf(recorded(type)).length).toBeGreaterThan(0);
  });

  it.each(['PasswordChanged', 'AccountDeletionRequested', 'MemberBanned', 'AccountErased'])('tells the member’s open pages of %s that their sessions ended', (type) => {
    expect(liveSignalsOf(recorded(type))).toEqual([{ id: '1', memberIds: ['a'], signal: { type: 'sessions-ended' } }]);
  });

  it('carries a message sent in one decision, as its event holds it, to both members once delivered, to its sender alone while held', () => {
    const delivered = recorded('MessageSent', { status: 'delivered', text: 'Hej' });
    expect(liveSignalsOf(delivered)).toEqual([{ id: '1', memberIds: ['a', 'b'], signal: { type: 'sent', message: delivered.data } }]);
    const held = recorded('MessageSent', { status: 'held' });
    expect(liveSignalsOf(held)).toEqual([{ id: '1', memberIds: ['a'], signal: { type: 'sent', message: held.data } }]);
  });

  it('names, without carrying, a held message delivered later: pages read it as it is now', () => {
    expect(liveSignalsOf(recorded('MessageDelivered'))).toEqual([{ id: '1', memberIds: ['a', 'b'], signal: { type: 'message', messageId: 'm' } }]);
  });

  it.each(['CreditsSpent', 'MemberSignedUp', 'ProfileUpdated'])('makes none of %s, which the live publisher moves past', (type) => {
    expect(liveSignalsOf(recorded(type))).toEqual([]);
  });
});
