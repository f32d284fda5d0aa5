import { SUPPORTED_LANGUAGES } from '@dating/domain';
import { LINK_PURPOSES } from '@dating/platform';
import { COMMON_MAIL_TEXTS } from './common-mail.texts.js';
import { EMAIL_CHANGE_CONFIRMATION_MAIL_TEXTS } from './email-change-confirmation-mail.texts.js';
import { emailChangeUrl } from './email-change-mail.job.js';
import { renderEmailChangeConfirmationMail, renderEmailChangeNoticeMail } from './email-change-mail.template.js';
import { EMAIL_CHANGE_NOTICE_MAIL_TEXTS } from './email-change-notice-mail.texts.js';
import { buttonLinkOf, claimsFor, expectRenderedIn } from './template.spec-helpers.js';

const SECRET = 'template-secret';
const confirmUrl = emailChangeUrl('https://example.com', 'member-1', 'token-1', SECRET);

describe(renderEmailChangeConfirmationMail.name, () => {
  describe.each(SUPPORTED_LANGUAGES)('in %s', (language) => {
    const sut = renderEmailChangeConfirmationMail({ name: 'Anna', language, confirmUrl, validForHours: 24 });
    const texts = EMAIL_CHANGE_CONFIRMATION_MAIL_TEXTS[language];

    it('greets the member and says the link is valid for 24 hours', () => {
      expectRenderedIn(sut, language, texts.subject, [COMMON_MAIL_TEXTS[language].greeting('Anna'), '24', texts.intro]);
    });

    it('links to the mail-change page with a token for e-mail changes only', () => {
      const href = buttonLinkOf(sut);
      expect(href.startsWith('https://example.com/mail-change/do?token=')).toBe(true);
      expect(claimsFor(LINK_PURPOSES.EMAIL_CHANGE, href, SECRET)).toEqual({ subjectId: 'member-1', tokenId: 'token-1' });
    });
  });

  it('has texts of its own in every language', () => {
    expect(new Set(SUPPORTED_LANGUAGES.map((language) => EMAIL_CHANGE_CONFIRMATION_MAIL_TEXTS[language].intro)).size).toBe(SUPPORTED_LANGUAGES.length);
  });
});

describe(renderEmailChangeNoticeMail.name, () => {
  describe.each(SUPPORTED_LANGUAGES)('in %s', (language) => {
    const sut = renderEmailChangeNoticeMail({ name: 'Anna', language, maskedNewEmail: 'j***@example.org', settingsUrl: 'https://example.com/profile?tab=settings' });
    const texts = EMAIL_CHANGE_NOTICE_MAIL_TEXTS[language];

    it('names only the masked new address and says to change the password if it was not the member', () => {
      expectRenderedIn(sut, language, texts.subject, [texts.intro('j***@example.org'), texts.notYou]);
    });

    it('links to the settings where the password changes', () => {
      expect(buttonLinkOf(sut)).toBe('https://example.com/profile?tab=settings');
    });
  });

  it('has texts of its own in every language', () => {
    expect(new Set(SUPPORTED_LANGUAGES.map((language) => EMAIL_CHANGE_NOTICE_MAIL_TEXTS[language].notYou)).size).toBe(SUPPORTED_LANGUAGES.length);
  });
});
