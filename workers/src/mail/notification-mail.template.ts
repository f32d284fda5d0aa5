import type { Language, NotificationKind } from '@dating/domain';
import type { MailBlock, RenderedMail } from './mail-html.js';
import { linkBlocks, renderMail } from './mail-html.js';
import { mailI18n, NOTIFICATIONS_NAMESPACE } from './mail-i18n.js';
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

// Stand-ins for the names while i18next renders (private-use characters, which no translation holds); put back in one pass, so a name is never read as one.
const RECIPIENT_MARK = '\uE000name\uE000';
const MEMBER_MARK = '\uE000member\uE000';
const MARKS = /\uE000(name|member)\uE000/g;

/** Rendered sentences by language, key and count, names still marked; bounded, as counts are not. */
const sentences = new Map<string, string>();
const MAX_SENTENCES = 10_000;

/**
 * The translator of the input's language, and its kind's texts. i18next renders each sentence once per language, key
 * and count with the names marked; a mail then only puts its names in, as they are: a name reading `{{count}}` or `$&`
 * stays just that.
 */
const textsOf = (input: NotificationTextInput) => {
  const t = mailI18n().getFixedT(input.language, NOTIFICATIONS_NAMESPACE);
  // Only values the kind has: i18next would put an empty string where an undefined one goes, hiding a wrong key.
  const marked: Record<string, string | number> = {
    name: RECIPIENT_MARK,
    ...('memberName' in input && { member: MEMBER_MARK }),
    ...('count' in input && { count: input.count }),
  };
  const translate = (key: string): string => {
    const cacheKey = JSON.stringify([input.language, key, marked['member'] !== undefined, marked['count'] ?? null]);
    let sentence = sentences.get(cacheKey);
    if (sentence === undefined) {
      if (sentences.size >= MAX_SENTENCES) sentences.clear();
      sentence = t(key, marked);
      sentences.set(cacheKey, sentence);
    }
    return sentence.replace(MARKS, (_, mark: string) => (mark === 'name' ? input.recipientName : 'memberName' in input ? input.memberName : ''));
  };
  return { translate, text: (key: string): string => translate(`${input.kind}.${key}`) };
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
  const { translate, text } = textsOf(input);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: translate('common.greeting') },
    { kind: 'paragraph', text: text('line') },
    ...linkBlocks(text('button'), translate('common.buttonFallback'), input.targetUrl),
    { kind: 'footer', text: text('footer'), linkLabel: translate('common.unsubscribe'), href: input.unsubscribe.page },
  ];
  return { ...renderMail(input.language, text('subject'), blocks), headers: oneClickUnsubscribeHeaders(input.unsubscribe.oneClick) };
};
