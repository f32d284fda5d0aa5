import { NOTIFICATION_KIND_PREFERENCE, type Language } from '@dating/domain';
import type { PushPayload } from '@dating/platform';
import {
  renderNotificationHeadline,
  renderNotificationMail,
  type NotificationMail,
  type NotificationMailInput,
  type NotificationTextInput,
} from '../mail/notification-mail.template.js';
import { unsubscribeUrls } from '../mail/unsubscribe-links.js';
import type { Notice } from './notice.js';

/** A notice with what its texts need: the recipient's language and name, the other member's name, the activation link. */
export interface NoticeText {
  readonly notice: Notice;
  readonly language: Language;
  readonly name: string;
  /** The display name of the member the news is about; someone's name stays out of reach once their key is gone. */
  readonly aboutName: string | null;
  /** The activation reminder's link (the API's activation endpoint); null for every other kind. */
  readonly activationUrl: string | null;
}

const targetUrl = (text: NoticeText, origin: string): string => text.activationUrl ?? `${origin}${text.notice.path}`;

/** What the notice says, for its mail and its push alike. */
const textInput = ({ notice, language, name, aboutName }: NoticeText): NotificationTextInput => {
  const common = { language, recipientName: name };
  const memberName = aboutName ?? '';
  switch (notice.kind) {
    case 'new_conversation':
    case 'like':
    case 'match':
      return { ...common, kind: notice.kind, memberName };
    case 'new_message':
      return { ...common, kind: notice.kind, memberName, count: notice.count };
    case 'unread_reminder':
    case 'weekly_update':
      return { ...common, kind: notice.kind, count: notice.count };
    case 'activation_reminder':
      return { ...common, kind: notice.kind };
  }
};

const mailInput = (text: NoticeText, origin: string, secret: string): NotificationMailInput => ({
  ...textInput(text),
  targetUrl: targetUrl(text, origin),
  unsubscribe: unsubscribeUrls(origin, { memberId: text.notice.recipientId, preference: NOTIFICATION_KIND_PREFERENCE[text.notice.kind] }, secret),
});

export const renderNoticeMail = (text: NoticeText, origin: string, secret: string): NotificationMail => renderNotificationMail(mailInput(text, origin, secret));

/**
 * The push of a notice: the mail's subject as its title and the mail's line as its body, from the same translation
 * files. A click opens the page for a logged-in member and the login page for anyone else on the device; `badge` is
 * what waits for the member, for the app badge.
 */
export const renderNoticePush = (text: NoticeText, origin: string, badge: number): PushPayload => {
  const { subject, line } = renderNotificationHeadline(textInput(text));
  const target = targetUrl(text, origin);
  return {
    title: subject,
    body: line,
    tag: text.notice.topic,
    url: target,
    check_url: target,
    open_url: text.activationUrl ?? `${origin}/login`,
    badge,
  };
};
