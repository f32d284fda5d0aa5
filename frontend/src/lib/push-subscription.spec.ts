import { base64UrlToBytes, canSubscribeToPush, subscriptionData } from './push-subscription.js';

const everything = { hasServiceWorker: true, hasPushManager: true, hasNotification: true, publicKey: 'BPx-key_1' };

describe(canSubscribeToPush.name, () => {
  it('subscribes where the browser has every part and the site a key', () => expect(canSubscribeToPush(everything)).toBe(true));
  it.each(['hasServiceWorker', 'hasPushManager', 'hasNotification'] as const)('cannot without %s', (part) =>
    expect(canSubscribeToPush({ ...everything, [part]: false })).toBe(false));
  it('cannot when the site has no push key', () => expect(canSubscribeToPush({ ...everything, publicKey: ' ' })).toBe(false));
});

describe(base64UrlToBytes.name, () => {
  it('decodes the URL-safe alphabet without padding', () =>
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]));
  it('decodes a key whose length needs two padding characters', () => expect([...base64UrlToBytes('AQ')]).toEqual([1]));
});

describe(subscriptionData.name, () => {
  const json = { endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'key', auth: 'secret' } };
  it('keeps what the API needs', () =>
    expect(subscriptionData(json)).toEqual({ endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'key', auth: 'secret' } }));
  it('gives nothing for a subscription without keys', () => expect(subscriptionData({ endpoint: json.endpoint })).toBeUndefined());
});
