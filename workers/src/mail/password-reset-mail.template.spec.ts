import { SOURCE_LANGUAGE, SUPPORTED_LANGUAGES } from '@dating/domain';
import { LINK_PURPOSES } from '@dating/platform';
import { accountMailTexts } from './account-mail-texts.js';
import { passwordResetUrl } from './password-reset-mail.job.js';
import { renderPasswordResetMail, renderUnknownAddressMail } from './password-reset-mail.template.js';
import { buttonLinkOf, claimsFor, expectRenderedIn } from './template.fixtures.js';

const SECRET = 'template-secret';
const resetUrl = passwordResetUrl('https://example.com', 'digest-1', 'token-1', SECRET);

describe(renderPasswordResetMail.name, () => {
  describe.each(SUPPORTED_LANGUAGES)('in %s', (language) => {
    const sut = renderPasswordResetMail({ name: 'Anna', language, resetUrl, validForMinutes: 60 });
    const texts = accountMailTexts(language, 'passwordReset');

    it('greets the member, says the link is valid for 60 minutes and that ignoring it keeps the old password', () => {
      expectRenderedIn(sut, language, texts.text('subject'), [texts.greeting('Anna'), '60', texts.text('notYou')]);
    });

    it('links to the reset page with a token for password resets only', () => {
      const href = buttonLinkOf(sut);
      expect(href.startsWith('https://example.com/reset-password/do?token=')).toBe(true);
      expect(claimsFor(LINK_PURPOSES.PASSWORD_RESET, href, SECRET)).toEqual({ subjectId: 'digest-1', tokenId: 'token-1' });
    });
  });

  it('has texts of its own in every language, with the plural the language needs', () => {
    expect(new Set(SUPPORTED_LANGUAGES.map((language) => accountMailTexts(language, 'passwordReset').text('intro'))).size).toBe(SUPPORTED_LANGUAGES.length);
    expect(renderPasswordResetMail({ name: 'A', language: 'pl', resetUrl, validForMinutes: 60 }).text).toContain('60 minut.');
    expect(renderPasswordResetMail({ name: 'A', language: 'en', resetUrl, validForMinutes: 1 }).text).toContain('valid for 1 minute.');
  });
});

describe(renderUnknownAddressMail.name, () => {
  describe.each(SUPPORTED_LANGUAGES)('in %s', (language) => {
    const sut = renderUnknownAddressMail({ language, site: 'www.example.com', signupUrl: 'https://www.example.com/signup' });
    const texts = accountMailTexts(language, 'unknownAddress');

    it('says no account uses the address on the site, what to do if it was you and that otherwise it can be ignored', () => {
      expectRenderedIn(sut, language, texts.text('subject'), [texts.text('intro', { site: 'www.example.com' }), texts.text('ifYou'), texts.text('notYou')]);
      expect(sut.text).toContain('www.example.com');
    });

    it('links to the signup page only', () => {
      expect(buttonLinkOf(sut)).toBe('https://www.example.com/signup');
    });
  });

  it('has the Dutch source subject and its own texts in every language', () => {
    expect(accountMailTexts(SOURCE_LANGUAGE, 'unknownAddress').text('subject')).toBe('E-mailadres niet gevonden');
    expect(new Set(SUPPORTED_LANGUAGES.map((language) => accountMailTexts(language, 'unknownAddress').text('subject'))).size).toBe(SUPPORTED_LANGUAGES.length);
  });
});
