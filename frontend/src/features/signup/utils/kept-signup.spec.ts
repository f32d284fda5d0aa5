import { emptyDraft } from './signup-steps.js';
import { signupFromStorage, storableSignup } from './kept-signup.js';
import type { KeptSignup } from './kept-signup.js';

const kept: KeptSignup = {
  step: 'personal',
  draft: {
    ...emptyDraft('NL'),
    email: 'roos@example.com',
    password: 'a-long-secret-1',
    photo: { name: 'me.jpg', type: 'image/jpeg', size: 1000 } as File,
    location: { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' },
    name: 'Roos',
    gender: 'female',
    push: { endpoint: 'https://push.example/1', keys: { p256dh: 'key', auth: 'secret' } },
  },
  passwordDropped: false,
};

describe(storableSignup.name, () => {
  it('never stores the password, nor the photo or the push subscription', () => {
    const stored = storableSignup(kept);
    expect(stored).not.toContain('a-long-secret-1');
    expect(stored).not.toContain('me.jpg');
    expect(stored).not.toContain('push.example');
    expect(stored).toContain('roos@example.com');
  });
});

describe(signupFromStorage.name, () => {
  it('gives back the step and the entries, without the password, and says it was dropped', () =>
    expect(signupFromStorage(storableSignup(kept))).toEqual({
      step: 'personal',
      draft: { ...kept.draft, password: '', photo: null, push: null },
      passwordDropped: true,
    }));
  it('finds nothing where nothing is stored', () => expect(signupFromStorage(null)).toBeUndefined());
  it('ignores what it cannot read, or a step it does not know', () => {
    expect(signupFromStorage('{not json')).toBeUndefined();
    expect(signupFromStorage(JSON.stringify({ step: 'payment', draft: {} }))).toBeUndefined();
  });
  it('leaves empty what is not as it wrote it', () =>
    expect(signupFromStorage(JSON.stringify({ step: 'account', draft: { email: 42, gender: 'robot', location: 'NL' } }))?.draft).toEqual(emptyDraft()));
});
