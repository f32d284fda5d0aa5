import { suggestEmail } from './email-suggestion.rules.js';

describe(suggestEmail.name, () => {
  it.each([
    ['a swapped pair of letters', 'jan@gmial.com', 'jan@gmail.com'],
    ['a wrong top-level domain', 'Jan.Smit@hotmail.con', 'Jan.Smit@hotmail.com'],
    ['a missing letter', 'eva@outlok.com', 'eva@outlook.com'],
    ['a Dutch provider', 'piet@zigo.nl', 'piet@ziggo.nl'],
  ])('corrects %s', (_, typed, suggested) => expect(suggestEmail(typed)).toBe(suggested));

  it.each([
    ['a well-known domain', 'jan@gmail.com'],
    ['a domain far from any well-known one', 'jan@example.org'],
    ['something without a domain', 'jan@'],
    ['something without an @', 'jan.gmail.com'],
  ])('suggests nothing for %s', (_, typed) => expect(suggestEmail(typed)).toBeNull());
});
