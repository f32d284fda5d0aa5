import { NOTIFICATION_KIND_PREFERENCE, NOTIFICATION_KINDS, SUPPORTED_LANGUAGES } from '@dating/domain';
import type { Language, NotificationKind } from '@dating/domain';
import { SmtpMailer, verifyUnsubscribeToken } from '@dating/platform';
import type { NotificationMailInput } from './notification-mail.template.js';
import { renderNotificationMail } from './notification-mail.template.js';
import { NOTIFICATIONS_NAMESPACE, readMailTexts } from './mail-i18n.js';
import { parseMail, startSmtpSink } from '@dating/platform/testing';
import type { ParsedMail, SmtpSink } from '@dating/platform/testing';
import { unsubscribeUrls } from './unsubscribe-links.js';

const SECRET = 'smtp-notification-secret';
const ORIGIN = 'https://www.example.com';
// Two messages: Polish takes its "few" form, every other language its plural.
const COUNT = 2;
// Beyond ASCII, so the subject travels encoded (RFC 2047) and the parts quoted-printable or base64.
const OTHER_MEMBER = 'Zoë';

const memberIdOf = (language: Language, kind: NotificationKind) => `member-${language}-${kind}`;
const addressOf = (language: Language, kind: NotificationKind) => `${language}.${kind}@example.com`;
const targetUrlOf = (kind: NotificationKind) => `${ORIGIN}/target/${kind}?from=mail&kind=${kind}`;

const inputFor = (language: Language, kind: NotificationKind): NotificationMailInput => {
  const common = {
    language,
    recipientName: 'Jürgen',
    targetUrl: targetUrlOf(kind),
    unsubscribe: unsubscribeUrls(ORIGIN, { memberId: memberIdOf(language, kind), preference: NOTIFICATION_KIND_PREFERENCE[kind] }, SECRET),
  };
  switch (kind) {
    case 'new_conversation':
    case 'like':
    case 'match':
      return { ...common, kind, memberName: OTHER_MEMBER };
    case 'new_message':
      return { ...common, kind, memberName: OTHER_MEMBER, count: COUNT };
    case 'unread_reminder':
    case 'weekly_update':
      return { ...common, kind, count: COUNT };
    case 'activation_reminder':
      return { ...common, kind };
  }
};

/** The subject as the language's own file words it, filled in by hand rather than by i18next. */
const subjectInFile = (language: Language, kind: NotificationKind): string => {
  const texts = (readMailTexts(language, NOTIFICATIONS_NAMESPACE) as Record<string, Record<string, string>>)[kind] ?? {};
  const template = texts.subject ?? texts[`subject_${new Intl.PluralRules(language).select(COUNT)}`] ?? '';
  return template.replaceAll('{{member}}', OTHER_MEMBER).replaceAll('{{count}}', String(COUNT));
};

const CASES = SUPPORTED_LANGUAGES.flatMap((language) => NOTIFICATION_KINDS.map((kind) => [language, kind] as const));

describe('notification mails over SMTP', () => {
  let sink: SmtpSink;
  let mailer: SmtpMailer;
  const received = new Map<string, ParsedMail>();

  beforeAll(async () => {
    sink = await startSmtpSink();
    mailer = new SmtpMailer(`smtp://127.0.0.1:${sink.port}`);
    for (const [language, kind] of CASES) {
      const mail = renderNotificationMail(inputFor(language, kind));
      await mailer.send({ from: '"Example" <noreply@example.com>', to: addressOf(language, kind), dataSubjectId: memberIdOf(language, kind), ...mail });
    }
    for (const mail of sink.received) received.set(mail.to.join(), parseMail(mail.raw));
  }, 60_000);

  afterAll(async () => {
    mailer?.close();
    await sink?.close();
  });

  it('delivers one mail per kind and language', () => {
    expect(sink.received).toHaveLength(SUPPORTED_LANGUAGES.length * NOTIFICATION_KINDS.length);
  });

  describe.each(CASES)('in %s about %s', (language, kind) => {
    const mail = () => received.get(addressOf(language, kind))!;

    it("has the language's own subject", () => {
      const subject = subjectInFile(language, kind);
      expect(subject).not.toBe('');
      expect(mail().subject).toBe(subject);
      if (language !== 'en') expect(mail().subject).not.toBe(subjectInFile('en', kind));
    });

    it('carries the one-click unsubscribe headers, whose link turns off exactly this kind for this member', () => {
      expect(mail().headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const link = /^<(https:\/\/[^>]+)>$/.exec(mail().headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
      expect(link.startsWith(`${ORIGIN}/api/unsubscribe.php?token=`)).toBe(true);
      const token = new URL(link).searchParams.get('token') ?? '';
      expect(verifyUnsubscribeToken(token, SECRET)).toEqual({ memberId: memberIdOf(language, kind), preference: NOTIFICATION_KIND_PREFERENCE[kind] });
    });

    it('has the target link on a line of the text part and as the button in the HTML part', () => {
      expect(mail().text.split(/\r?\n/)).toContain(targetUrlOf(kind));
      expect(mail().html).toContain(`href="${targetUrlOf(kind).replaceAll('&', '&amp;')}"`);
      expect(mail().text).toContain('Jürgen');
    });
  });
});
