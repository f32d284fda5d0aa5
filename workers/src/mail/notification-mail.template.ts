import type { Language, NotificationKind } from '@dating/domain';
import type { MailBlock, RenderedMail } from './mail-html.js';
import { linkBlocks, renderMail } from './mail-html.js';
import { notificationI18n } from './notification-mail.i18n.js';
import type { UnsubscribeUrls } from './unsubscribe-links.js';

/** What each kind says about whom: the other member by display name, and how many of something. */
interface NotificationDetails {
  readonly new_conversation: { readonly memberName: string };
  /** `count` ≥ 1 messages from one member. */
  readonly new_message: { readonly memberName: string; readonly count: number };
  readonly like: { readonly memberName: string };
  readonly match: { readonly memberName: string };
  /** `count` unread messages, the oldest waiting about a day. */
  readonly unread_reminder: { readonly count: number };
  /** `count` new members near the recipient this week. */
  readonly weekly_update: { readonly count: number };
  readonly activation_reminder: Record<never, never>;
}

/** What a notification says, by mail or by push. */
export type NotificationTextInput = {
  readonly [Kind in NotificationKind]: { readonly kind: Kind; readonly language: Language; readonly recipientName: string } & NotificationDetails[Kind];
}[NotificationKind];

export type NotificationMailInput = NotificationTextInput & {
  /** The page the button opens: the conversation, the likes, the matches, the search, or the activation link. */
  readonly targetUrl: string;
  readonly unsubscribe: UnsubscribeUrls;
};

/**
 * RFC 8058 one-click unsubscribe: the mail provider POSTs `List-Unsubscribe=One-Click` to the URL on the member's behalf.
 * A type, not an interface: only a type is assignable to the mailer's record of header fields.
 */
export type OneClickUnsubscribeHeaders = {
  readonly 'List-Unsubscribe': string;
  readonly 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click';
};

export interface NotificationMail extends RenderedMail {
  readonly headers: OneClickUnsubscribeHeaders;
}

/** RFC 2369 wants the URL in angle brackets; RFC 8058 wants it https (the site's origin is, outside development). */
const oneClickUnsubscribeHeaders = (oneClickUrl: string): OneClickUnsubscribeHeaders => ({
  'List-Unsubscribe': `<${oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

// Only values the kind has: i18next would put an empty string where an undefined one goes, hiding a wrong key.
const interpolationValues = (input: NotificationTextInput): Record<string, string | number> => ({
  name: input.recipientName,
  ...('memberName' in input && { member: input.memberName }),
  ...('count' in input && { count: input.count }),
});

/** The translator of the input's language with its values, and its kind's own texts. */
const textsOf = (input: NotificationTextInput) => {
  const t = notificationI18n().getFixedT(input.language);
  const values = interpolationValues(input);
  return { t, values, text: (key: string): string => t(`${input.kind}.${key}`, values) };
};

/** The subject and the one line of a notification: a push's title and body. */
export const renderNotificationHeadline = (input: NotificationTextInput): { readonly subject: string; readonly line: string } => {
  const { text } = textsOf(input);
  return { subject: text('subject'), line: text('line') };
};

/**
 * A notification mail in the member's language from the `notifications` translation files: greeting, one line, a
 * button to the page with its written-out link, and a footer saying why the mail came with a link to stop it; the
 * headers let the member's mail program unsubscribe in one click.
 */
export const renderNotificationMail = (input: NotificationMailInput): NotificationMail => {
  const { t, values, text } = textsOf(input);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('common.greeting', values) },
    { kind: 'paragraph', text: text('line') },
    ...linkBlocks(text('button'), t('common.buttonFallback'), input.targetUrl),
    { kind: 'footer', text: text('footer'), linkLabel: t('common.unsubscribe'), href: input.unsubscribe.page },
  ];
  return { ...renderMail(input.language, text('subject'), blocks), headers: oneClickUnsubscribeHeaders(input.unsubscribe.oneClick) };
};
