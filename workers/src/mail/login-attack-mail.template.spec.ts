import { SUPPORTED_LANGUAGES } from '@dating/domain';
import { accountMailTexts } from './account-mail-texts.js';
import { renderLoginAttackMail } from './login-attack-mail.template.js';
import { buttonLinkOf, expectRenderedIn } from './template.fixtures.js';

describe(renderLoginAttackMail.name, () => {
  describe.each(SUPPORTED_LANGUAGES)('in %s', (language) => {
    const sut = renderLoginAttackMail({ name: 'Anna', language, settingsUrl: 'https://example.com/profile?tab=settings' });
    const texts = accountMailTexts(language, 'loginAttack');

    it('greets the member, says the attempts are blocked and what to do if they were not theirs', () => {
      expectRenderedIn(sut, language, texts.text('subject'), [texts.greeting('Anna'), texts.text('intro'), texts.text('notYou')]);
    });

    it('links to the settings where the password changes', () => {
      expect(buttonLinkOf(sut)).toBe('https://example.com/profile?tab=settings');
    });
  });

  it('has texts of its own in every language', () => {
    expect(new Set(SUPPORTED_LANGUAGES.map((language) => accountMailTexts(language, 'loginAttack').text('intro'))).size).toBe(SUPPORTED_LANGUAGES.length);
  });
});
