import { createActivationToken, verifyActivationToken } from './activation-token.js';

const SECRET = 'a-test-secret-of-reasonable-length';
const claims = { memberId: '0b9f4c52-5a43-4c34-9d7e-2f1e8a7c6d10', tokenId: 'c3d2a1b0-1111-4222-8333-944455556666' };

const flipCharacter = (token: string, index: number): string => {
  const replacement = token[index] === 'A' ? 'B' : 'A';
  return `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
};

describe('activation token', () => {
  describe('when the token is ours and untouched', () => {
    it('gives back the member id and token id', () => {
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

  describe('when the token is malformed', () => {
    it.each(['', 'abc', '!!!not-base64!!!', `${createActivationToken(claims, SECRET)}=`])('rejects %j', (token) => {
      expect(verifyActivationToken(token, SECRET)).toBeNull();
    });
  });

  describe('when an id contains a line break', () => {
    it('refuses to create a token', () => {
      expect(() => createActivationToken({ ...claims, memberId: 'a\nb' }, SECRET)).toThrow();
    });
  });
});
