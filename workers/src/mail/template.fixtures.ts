import type { Language } from '@dating/domain';
import { LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import type { LinkPurpose, LinkTokenClaims } from '@dating/platform';
import type { RenderedMail } from './mail-html.js';
import { escapeHtml } from './mail-html.js';

/** Test support for the mail templates: what every rendered mail must show, in both parts. */
export const expectRenderedIn = (sut: RenderedMail, language: Language, subject: string, phrases: readonly string[]): void => {
  expect(sut.subject).toBe(subject);
  expect(sut.html).toContain(`<html lang="${language}"`);
  for (const phrase of phrases) {
    expect(sut.text).toContain(phrase);
    expect(sut.html).toContain(escapeHtml(phrase));
  }
  for (const part of [sut.html, sut.text]) expect(part).not.toMatch(/\{count\}|undefined|\[object /);
};

/** The one button's link, which the text part writes out on its own line too. */
export const buttonLinkOf = (sut: RenderedMail): string => {
  const hrefs = [...sut.html.matchAll(/<a href="([^"]+)" style="display:inline-block/g)].map((match) => match[1]);
  expect(hrefs).toHaveLength(1);
  const href = (hrefs[0] as string).replaceAll('&amp;', '&');
  expect(sut.text.split('\n')).toContain(href);
  return href;
};

/** The claims of the link's token for `purpose`, after checking no other purpose accepts it. */
export const claimsFor = (purpose: LinkPurpose, href: string, secret: string): LinkTokenClaims | null => {
  const token = new URL(href).searchParams.get('token') ?? '';
  for (const other of Object.values(LINK_PURPOSES).filter((candidate) => candidate !== purpose)) {
    expect(verifyLinkToken(other, token, secret)).toBeNull();
  }
  return verifyLinkToken(purpose, token, secret);
};
