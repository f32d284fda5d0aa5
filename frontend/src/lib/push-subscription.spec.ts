import { base64UrlToBytes, canSubscribeToPush, isSameApplicationServerKey, subscriptionData } from './push-subscription.js';

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

describe(isSameApplicationServerKey.name, () => {
  const key = new Uint8Array([4, 1, 2, 3]);
  it('holds for a subscription made with the same bytes', () => expect(isSameApplicationServerKey(new Uint8Array([4, 1, 2, 3]).buffer, key)).toBe(true));
  it('does not for another key of the same length', () => expect(isSameApplicationServerKey(new Uint8Array([4, 1, 2, 9]).buffer, key)).toBe(false));
  it('does not for a key of another length', () => expect(isSameApplicationServerKey(new Uint8Array([4, 1, 2]).buffer, key)).toBe(false));
  it('does not for a subscription made without a key', () => expect(isSameApplicationServerKey(null, key)).toBe(false));
});
