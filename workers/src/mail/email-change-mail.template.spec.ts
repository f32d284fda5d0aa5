import { SUPPORTED_LANGUAGES } from '@dating/domain';
import { LINK_PURPOSES } from '@dating/platform';
import { accountMailTexts } from './account-mail-texts.js';
import { emailChangeUrl } from './email-change-mail.job.js';
import { renderEmailChangeConfirmationMail, renderEmailChangeNoticeMail } from './email-change-mail.template.js';
import { buttonLinkOf, claimsFor, expectRenderedIn } from './template.fixtures.js';

const SECRET = 'template-secret';
const confirmUrl = emailChangeUrl('https://example.com', 'member-1', 'token-1', SECRET);

describe(renderEmailChangeConfirmationMail.name, () => {
  describe.each(SUPPORTED_LANGUAGES)('in %s', (language) => {
    const sut = renderEmailChangeConfirmationMail({ name: 'Anna', language, confirmUrl, validForHours: 24 });
    const texts = accountMailTexts(language, 'emailChangeConfirmation');

    it('greets the member and says the link is valid for 24 hours', () => {
      expectRenderedIn(sut, language, texts.text('subject'), [texts.greeting('Anna'), '24', texts.text('intro')]);
    });

    it('links to the mail-change page with a token for e-mail changes only', () => {
      const href = buttonLinkOf(sut);
      expect(href.startsWith('https://example.com/mail-change/do?token=')).toBe(true);
      expect(claimsFor(LINK_PURPOSES.EMAIL_CHANGE, href, SECRET)).toEqual({ subjectId: 'member-1', tokenId: 'token-1' });
    });
  });

  it('has texts of its own in every language', () => {
    expect(new Set(SUPPORTED_LANGUAGES.map((language) => accountMailTexts(language, 'emailChangeConfirmation').text('intro'))).size).toBe(SUPPORTED_LANGUAGES.length);
  });
});

describe(renderEmailChangeNoticeMail.name, () => {
  describe.each(SUPPORTED_LANGUAGES)('in %s', (language) => {
    const sut = renderEmailChangeNoticeMail({ name: 'Anna', language, maskedNewEmail: 'j***@example.org', settingsUrl: 'https://example.com/profile?tab=settings' });
    const texts = accountMailTexts(language, 'emailChangeNotice');

    it('names only the masked new address and says to change the password if it was not the member', () => {
      expectRenderedIn(sut, language, texts.text('subject'), [texts.text('intro', { maskedEmail: 'j***@example.org' }), texts.text('notYou')]);
    });

    it('links to the settings where the password changes', () => {
      expect(buttonLinkOf(sut)).toBe('https://example.com/profile?tab=settings');
    });
  });

  it('has texts of its own in every language', () => {
    expect(new Set(SUPPORTED_LANGUAGES.map((language) => accountMailTexts(language, 'emailChangeNotice').text('notYou'))).size).toBe(SUPPORTED_LANGUAGES.length);
  });
});
