import { LINK_PURPOSES, verifyUnsubscribeToken } from '@dating/platform';
import { expectRenderedIn, buttonLinkOf, claimsFor } from './template.fixtures.js';
import type { NotificationMailInput } from './notification-mail.template.js';
import { renderNotificationMail } from './notification-mail.template.js';
import { unsubscribeUrls } from './unsubscribe-links.js';

const SECRET = 'template-test-secret';
const ORIGIN = 'https://www.example.com';
const CHAT_URL = `${ORIGIN}/chats/c-42`;
const unsubscribe = unsubscribeUrls(ORIGIN, { memberId: 'member-7', preference: 'new_messages' }, SECRET);
const newMessages = (overrides: Partial<Extract<NotificationMailInput, { kind: 'new_message' }>> = {}): NotificationMailInput => ({
  kind: 'new_message',
  language: 'nl',
  recipientName: 'Anna',
  memberName: 'Sam',
  count: 3,
  targetUrl: CHAT_URL,
  unsubscribe,
  ...overrides,
});

describe(renderNotificationMail.name, () => {
  describe('a mail about new messages in Dutch', () => {
    const sut = renderNotificationMail(newMessages());

    it('greets the member, names the sender and counts the messages', () =>
      expectRenderedIn(sut, 'nl', '3 nieuwe berichten van Sam', ['Hoi Anna,', 'Sam heeft je 3 nieuwe berichten gestuurd.', 'Naar het gesprek']));

    it('says one message in the singular', () => {
      const one = renderNotificationMail(newMessages({ count: 1 }));
      expectRenderedIn(one, 'nl', 'Nieuw bericht van Sam', ['Sam heeft je een nieuw bericht gestuurd.']);
    });

    it('links to the conversation from one button, written out for clients that hide it', () => {
      expect(buttonLinkOf(sut)).toBe(CHAT_URL);
      expect(sut.html).toContain(`<br><a href="${CHAT_URL}"`);
    });

    it('ends with why the mail came and a link to the unsubscribe page, in both parts', () => {
      const footer = 'Je krijgt deze e-mail omdat je meldingen over nieuwe berichten aan hebt staan.';
      expect(sut.html).toContain(`${footer} <a href="${unsubscribe.page}"`);
      expect(sut.text.trimEnd().split('\n').slice(-3)).toEqual([footer, 'Afmelden voor deze e-mails:', unsubscribe.page]);
      expect(claimsFor(LINK_PURPOSES.UNSUBSCRIBE, unsubscribe.page, SECRET)).toEqual({ subjectId: 'member-7', tokenId: 'new_messages' });
    });

    it('lets mail programs unsubscribe in one click (RFC 8058)', () => {
      expect(sut.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      const token = new URL(unsubscribe.oneClick).searchParams.get('token') ?? '';
      expect(verifyUnsubscribeToken(token, SECRET)).toEqual({ memberId: 'member-7', preference: 'new_messages' });
      expect(unsubscribe.oneClick.startsWith(`${ORIGIN}/api/unsubscribe.php?token=`)).toBe(true);
    });
  });

  it("puts each mail's own names in as they are, even names that look like placeholders or marks", () => {
    const first = renderNotificationMail(newMessages({ recipientName: '{{count}} $& Bo', memberName: '$1 \uE000name\uE000 {{name}}' }));
    const second = renderNotificationMail(newMessages());

    expect(first.subject).toBe('3 nieuwe berichten van $1 \uE000name\uE000 {{name}}');
    expect(first.text).toContain('Hoi {{count}} $& Bo,');
    expect(second.subject).toBe('3 nieuwe berichten van Sam');
    expect(second.text).toContain('Hoi Anna,');
  });

  it('uses the Polish forms for 1, 2, 5 and 22', () => {
    const subjectFor = (count: number) => renderNotificationMail({ kind: 'unread_reminder', language: 'pl', recipientName: 'Ola', count, targetUrl: CHAT_URL, unsubscribe }).subject;
    expect([subjectFor(1), subjectFor(2), subjectFor(5), subjectFor(22)]).toEqual([
      'Czeka na Ciebie wiadomość',
      'Czekają na Ciebie 2 wiadomości',
      'Czeka na Ciebie 5 wiadomości',
      'Czekają na Ciebie 22 wiadomości',
    ]);
  });

  describe('when a name holds markup or placeholder syntax', () => {
    const hostile = '<img src=x onerror="alert(1)">&co {{count}} $t(like.subject)';
    const sut = renderNotificationMail({ kind: 'match', language: 'en', recipientName: hostile, memberName: hostile, targetUrl: CHAT_URL, unsubscribe });

    it('escapes it once in the HTML part and keeps it verbatim in the subject and text part', () => {
      expect(sut.html).not.toContain('<img');
      expect(sut.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;co {{count}} $t(like.subject)');
      expect(sut.html).not.toContain('&amp;lt;');
      expect(sut.subject).toBe(`It's a match with ${hostile}!`);
      expect(sut.text).toContain(`Hi ${hostile},`);
    });
  });
});
