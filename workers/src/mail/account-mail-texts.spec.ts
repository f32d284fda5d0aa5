import { accountMailTexts } from './account-mail-texts.js';

describe(accountMailTexts.name, () => {
  it('reads a mail’s texts and the phrases all mails share from the translation files, in the member’s language', () => {
    const texts = accountMailTexts('de', 'activation');

    expect(texts.text('subject')).toBe('Aktiviere dein Konto');
    expect(texts.greeting('Anna')).toBe('Hallo Anna,');
    expect(texts.buttonFallback()).toBe('Der Button funktioniert nicht? Kopiere diesen Link in deinen Browser:');
  });

  it('puts in the plural form the language needs for a count', () => {
    expect(accountMailTexts('pl', 'activation').counted('validity', 22)).toBe('Link jest ważny przez 22 godziny.');
    expect(accountMailTexts('pl', 'activation').counted('validity', 25)).toBe('Link jest ważny przez 25 godzin.');
    expect(accountMailTexts('fr', 'passwordReset').counted('validity', 1_000_000)).toContain('1000000');
  });

  it('puts a name, an address or a site in as it is, even one that reads like a placeholder or a replacement pattern', () => {
    expect(accountMailTexts('en', 'activation').greeting('{{count}} $& $1')).toBe('Hi {{count}} $& $1,');
    expect(accountMailTexts('en', 'unknownAddress').text('intro', { site: "$' {{site}}" })).toContain("$' {{site}}");
  });
});
