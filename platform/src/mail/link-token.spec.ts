import { createLinkToken, LINK_PURPOSES, verifyLinkToken, type LinkTokenClaims } from './link-token.js';

const createActivationToken = (claims: LinkTokenClaims, secret: string) => createLinkToken(LINK_PURPOSES.ACTIVATION, claims, secret);
const verifyActivationToken = (token: string, secret: string) => verifyLinkToken(LINK_PURPOSES.ACTIVATION, token, secret);

const SECRET = 'a-test-secret-of-reasonable-length';
const claims = { subjectId: '0b9f4c52-5a43-4c34-9d7e-2f1e8a7c6d10', tokenId: 'c3d2a1b0-1111-4222-8333-944455556666' };

const flipCharacter = (token: string, index: number): string => {
  const replacement = token[index] === 'A' ? 'B' : 'A';
  return `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
};

describe('link token', () => {
  describe('when the token is ours and untouched', () => {
    it('gives back the subject id and token id', () => {
      const sut = createActivationToken(claims, SECRET);

      expect(verifyActivationToken(sut, SECRET)).toEqual(claims);
    });

    it('is safe to put in a URL as it is', () => {
      expect(createActivationToken(claims, SECRET)).toMatch(/^[A-Za-z0-9_-]+$/);
    });
  });

  describe('when the token was tampered with', () => {
    it.each([
      ['a character of the ids', 3],
      ['a character of the MAC', -3],
    ])('rejects a change of %s', (_, index) => {
      const token = createActivationToken(claims, SECRET);
      const position = index < 0 ? token.length + index : index;

      expect(verifyActivationToken(flipCharacter(token, position), SECRET)).toBeNull();
    });

    it('rejects ids re-signed with another secret', () => {
      const forged = createActivationToken(claims, 'another-secret');

      expect(verifyActivationToken(forged, SECRET)).toBeNull();
    });

    it('rejects another member id spliced onto a valid MAC', () => {
      const token = Buffer.from(createActivationToken(claims, SECRET), 'base64url');
      const mac = token.subarray(token.length - 32);
      const spliced = Buffer.concat([Buffer.from(`someone-else\n${claims.tokenId}`), mac]).toString('base64url');

      expect(verifyActivationToken(spliced, SECRET)).toBeNull();
    });
  });

  describe('when the token was made for another purpose', () => {
    it('rejects a password-reset token presented as an activation token', () => {
      const resetToken = createLinkToken(LINK_PURPOSES.PASSWORD_RESET, claims, SECRET);

      expect(verifyActivationToken(resetToken, SECRET)).toBeNull();
      expect(verifyLinkToken(LINK_PURPOSES.PASSWORD_RESET, resetToken, SECRET)).toEqual(claims);
    });
  });

  describe('when the token is malformed', () => {
    it.each(['', 'abc', '!!!not-base64!!!', `${createActivationToken(claims, SECRET)}=`])('rejects %j', (token) => {
      expect(verifyActivationToken(token, SECRET)).toBeNull();
    });
  });

  describe('when an id contains a line break', () => {
    it('refuses to create a token', () => {
      expect(() => createActivationToken({ ...claims, subjectId: 'a\nb' }, SECRET)).toThrow();
    });
  });
});
