import { createLinkToken, LINK_PURPOSES } from './link-token.js';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'a-test-secret-of-reasonable-length';
const claims = { memberId: '0b9f4c52-5a43-4c34-9d7e-2f1e8a7c6d10', preference: 'new_messages' } as const;

describe(createUnsubscribeToken.name, () => {
  describe('when the token is ours and untouched', () => {
    it('gives back the member and the preference', () => {
      expect(verifyUnsubscribeToken(createUnsubscribeToken(claims, SECRET), SECRET)).toEqual(claims);
    });

    it('is the same token for the same member and preference, so every mail of a kind carries one link', () => {
      expect(createUnsubscribeToken(claims, SECRET)).toBe(createUnsubscribeToken({ ...claims }, SECRET));
      expect(createUnsubscribeToken({ ...claims, preference: 'like' }, SECRET)).not.toBe(createUnsubscribeToken(claims, SECRET));
    });
  });

  describe('when the token is not an unsubscribe token of ours', () => {
    it.each([
      ['signed with another secret', () => createUnsubscribeToken(claims, 'another-secret')],
      ['made for another purpose', () => createLinkToken(LINK_PURPOSES.ACTIVATION, { subjectId: claims.memberId, tokenId: claims.preference }, SECRET)],
      ['naming a preference the site does not know', () => createLinkToken(LINK_PURPOSES.UNSUBSCRIBE, { subjectId: claims.memberId, tokenId: 'newsletter_from_mars' }, SECRET)],
      ['cut short', () => createUnsubscribeToken(claims, SECRET).slice(0, -2)],
      ['not base64url at all', () => 'not a token!'],
      ['empty', () => ''],
    ])('rejects one %s', (_label, token) => {
      expect(verifyUnsubscribeToken(token(), SECRET)).toBeNull();
    });
  });
});
