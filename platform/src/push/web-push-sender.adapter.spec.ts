import { webPushTopic } from './web-push-sender.adapter.js';

describe(webPushTopic.name, () => {
  it('turns any topic into one a push service accepts: at most 32 URL-safe base64 characters', () => {
    for (const topic of ['new-messages', 'chat:3f2c9a1e-7b4d-4c1a-9e55-0d8a2b6c7f10:d1e2f3a4-5b6c-4d7e-8f90-a1b2c3d4e5f6', 'ä ö/ü?', '']) {
      expect(webPushTopic(topic)).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    }
  });

  it('gives the same topic for the same name, so later messages replace earlier ones, and another for another name', () => {
    expect(webPushTopic('chat:anna:bert')).toBe(webPushTopic('chat:anna:bert'));
    expect(webPushTopic('chat:anna:bert')).not.toBe(webPushTopic('chat:anna:carl'));
  });
});
