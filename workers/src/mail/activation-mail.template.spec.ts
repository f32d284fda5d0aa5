import { SOURCE_LANGUAGE, SUPPORTED_LANGUAGES } from '@dating/domain';
import { accountMailTexts } from './account-mail-texts.js';
import { renderActivationMail } from './activation-mail.template.js';

const URL = 'https://example.com/api/activate.php?token=abc_DEF-123';
const content = { name: 'Anna', activationUrl: URL, validForHours: 72 };

describe(renderActivationMail.name, () => {
  describe.each(SUPPORTED_LANGUAGES)('in %s', (language) => {
    const sut = renderActivationMail({ ...content, language });
    const texts = accountMailTexts(language, 'activation');

    it('has the subject, greets the member by name and says how long the link is valid', () => {
      expect(sut.subject).toBe(texts.text('subject'));
      for (const part of [sut.html, sut.text]) {
        expect(part).toContain(texts.greeting('Anna'));
        expect(part).toContain('72');
        expect(part).not.toContain('{count}');
      }
    });

    it('links to the activation URL from one button in HTML and on its own line in text', () => {
      expect(sut.html).toContain(`<html lang="${language}"`);
      expect(sut.html.match(/<a [^>]*style="display:inline-block/g)).toHaveLength(1);
      expect(sut.html).toContain(`href="${URL}"`);
      expect(sut.text.split('\n')).toContain(URL);
    });
  });

  it('has texts of its own in every language, not copies of the source', () => {
    const intros = SUPPORTED_LANGUAGES.map((language) => accountMailTexts(language, 'activation').text('intro'));
    expect(new Set(intros).size).toBe(SUPPORTED_LANGUAGES.length);
    expect(accountMailTexts(SOURCE_LANGUAGE, 'activation').text('subject')).toBe('Activeer je account');
  });

  it('uses the plural form the language needs', () => {
    const hours = (language: 'pl' | 'en', validForHours: number) => renderActivationMail({ ...content, language, validForHours }).text;

    expect(hours('pl', 72)).toContain('72 godziny');
    expect(hours('pl', 48)).toContain('48 godzin.');
    expect(hours('en', 1)).toContain('valid for 1 hour.');
  });

  describe('when the name holds markup', () => {
    const sut = renderActivationMail({ ...content, language: 'en', name: '<img src=x onerror="alert(1)">&co' });

    it('escapes it in the HTML part and keeps it verbatim in the text part', () => {
      expect(sut.html).not.toContain('<img');
      expect(sut.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;co');
      expect(sut.text).toContain('<img src=x onerror="alert(1)">&co');
    });
  });

  describe('when the URL holds characters special to HTML', () => {
    it('escapes them inside the href', () => {
      const sut = renderActivationMail({ ...content, language: 'nl', activationUrl: 'https://x.test/?a=1&b="2"' });

      expect(sut.html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
    });
  });
});
