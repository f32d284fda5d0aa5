import { z } from 'zod';

/**
 * Characters no text a request carries may hold: C0 controls and DEL (PostgreSQL refuses NUL in text, the rest has no
 * place in a name or an address), and lone UTF-16 surrogates (not Unicode at all, so not storable as UTF-8).
 * A paired surrogate is one code point under the `u` flag and passes.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is this rule's purpose
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F\uD800-\uDFFF]*$/u;
/** The same, but line feed, carriage return and tab are allowed: text people write in paragraphs (messages, about-me). */
// eslint-disable-next-line no-control-regex -- as above
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]*$/u;

/**
 * The one rule for every string a request takes (body or query): at most `max` characters, no control characters
 * (but line breaks where `multiline`), no lone surrogates. Narrower rules (trim, min, a pattern) chain on it.
 */
export const requestText = (max: number, { multiline = false }: { multiline?: boolean } = {}) =>
  z.string().max(max).regex(multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT);
