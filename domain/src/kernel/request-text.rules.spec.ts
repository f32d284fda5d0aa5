import { requestText } from './request-text.rules.js';

describe(requestText.name, () => {
  const singleLine = requestText(10);
  const multiLine = requestText(10, { multiline: true });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['another C0 control', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00a'],
    ['more than its length', 'x'.repeat(11)],
  ])('refuses %s', (_label, value) => {
    expect(singleLine.safeParse(value).success).toBe(false);
    expect(multiLine.safeParse(value).success).toBe(false);
  });

  it('accepts letters of any script and paired surrogates (emoji)', () => expect(singleLine.safeParse('Zoë 😀 日本').success).toBe(true));

  it('accepts line breaks and tabs only in multi-line text', () => {
    expect(multiLine.safeParse('a\r\nb\tc').success).toBe(true);
    expect(singleLine.safeParse('a\nb').success).toBe(false);
  });
});
