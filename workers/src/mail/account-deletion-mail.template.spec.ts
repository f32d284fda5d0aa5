import { SUPPORTED_LANGUAGES } from '@dating/domain';
import { LINK_PURPOSES } from '@dating/platform';
import { accountMailTexts } from './account-mail-texts.js';
import { reactivationUrl } from './account-deletion-mail.job.js';
import { formatMailDate, renderAccountDeletionMail } from './account-deletion-mail.template.js';
import { buttonLinkOf, claimsFor, expectRenderedIn } from './template.fixtures.js';

const SECRET = 'template-secret';
const FINAL_DELETION_AT = '2026-12-06T10:00:00.000Z';
const url = reactivationUrl('https://example.com', 'member-1', 'reactivation-1', SECRET);

describe(renderAccountDeletionMail.name, () => {
  describe.each(SUPPORTED_LANGUAGES)('in %s', (language) => {
    const sut = renderAccountDeletionMail({ name: 'Anna', language, reactivationUrl: url, finalDeletionAt: FINAL_DELETION_AT });
    const texts = accountMailTexts(language, 'accountDeletion');

    it('says the account is deleted and on which date, in the language, it is erased for good', () => {
      const date = formatMailDate(language, FINAL_DELETION_AT);
      expectRenderedIn(sut, language, texts.text('subject'), [texts.greeting('Anna'), texts.text('intro'), texts.text('finalDeletion', { date }), texts.text('reactivate')]);
      expect(date).toContain('2026');
    });

    it('links to reactivation with a token for reactivation only', () => {
      const href = buttonLinkOf(sut);
      expect(href.startsWith('https://example.com/api/reactivate.php?token=')).toBe(true);
      expect(claimsFor(LINK_PURPOSES.REACTIVATION, href, SECRET)).toEqual({ subjectId: 'member-1', tokenId: 'reactivation-1' });
    });
  });

  it('writes the date the way each language does', () => {
    expect(formatMailDate('nl', FINAL_DELETION_AT)).toBe('6 december 2026');
    expect(formatMailDate('de', FINAL_DELETION_AT)).toBe('6. Dezember 2026');
    expect(formatMailDate('en', FINAL_DELETION_AT)).toBe('6 December 2026');
  });

  it('has texts of its own in every language', () => {
    expect(new Set(SUPPORTED_LANGUAGES.map((language) => accountMailTexts(language, 'accountDeletion').text('reactivate'))).size).toBe(SUPPORTED_LANGUAGES.length);
  });
});
