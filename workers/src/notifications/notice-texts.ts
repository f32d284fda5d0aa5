import { NOTIFICATION_KIND_PREFERENCE, type Language } from '@dating/domain';
import type { PushPayload } from '@dating/platform';
import { notificationI18n } from '../mail/notification-mail.i18n.js';
import { renderNotificationMail, type NotificationMail, type NotificationMailInput } from '../mail/notification-mail.template.js';
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

const mailInput = (text: NoticeText, origin: string, secret: string): NotificationMailInput => {
  const { notice, language, name } = text;
  const common = {
    language,
    recipientName: name,
    targetUrl: targetUrl(text, origin),
    unsubscribe: unsubscribeUrls(origin, { memberId: notice.recipientId, preference: NOTIFICATION_KIND_PREFERENCE[notice.kind] }, secret),
  };
  const memberName = text.aboutName ?? '';
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

export const renderNoticeMail = (text: NoticeText, origin: string, secret: string): NotificationMail => renderNotificationMail(mailInput(text, origin, secret));

/**
 * The push of a notice: the mail's subject as its title and the mail's line as its body, from the same translation
 * files. A click opens the page for a logged-in member and the login page for anyone else on the device.
 */
export const renderNoticePush = (text: NoticeText, origin: string): PushPayload => {
  const t = notificationI18n().getFixedT(text.language);
  const values = { name: text.name, member: text.aboutName ?? '', count: text.notice.count };
  const target = targetUrl(text, origin);
  return {
    title: t(`${text.notice.kind}.subject`, values),
    body: t(`${text.notice.kind}.line`, values),
    tag: text.notice.topic,
    url: target,
    check_url: target,
    open_url: text.activationUrl ?? `${origin}/login`,
  };
};
