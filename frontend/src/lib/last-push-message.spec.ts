import { lastPushMessageOf } from './last-push-message.js';

describe('the last push message a device kept', () => {
  const kept = { title: 'Anna sent you a message', body: 'Are you free on Saturday?', received_at: '2026-11-27T20:15:00.000Z' };

  it('reads back title, body and when it arrived', () => {
    expect(lastPushMessageOf(kept)).toEqual(kept);
  });

  it('keeps a push without a body, as a push may come', () => {
    expect(lastPushMessageOf({ ...kept, body: '' })).toEqual({ ...kept, body: '' });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'Anna sent you a message'],
    ['no title', { ...kept, title: '' }],
    ['a title that is no text', { ...kept, title: 42 }],
    ['no time', { ...kept, received_at: undefined }],
    ['a time that is no date', { ...kept, received_at: 'yesterday-ish' }],
  ])('shows none for %s', (_case, entry) => {
    expect(lastPushMessageOf(entry)).toBeUndefined();
  });
});
