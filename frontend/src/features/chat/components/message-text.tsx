import { messageTextParts } from '@dating/domain';
import { useTranslation } from 'react-i18next';

type MessageTextProps = { text: string; linksAllowed: boolean };

/**
 * A message's text, always as text (React escapes it: no HTML from a member ever reaches the page). Links show their
 * domain; they are clickable only once both members have written a few messages (scam protection).
 */
export const MessageText = ({ text, linksAllowed }: MessageTextProps) => {
  const { t } = useTranslation('chat');
  return (
    <p className="chat-message__text mb-0">
      {messageTextParts(text).map((part, index) => {
        if (part.type === 'text') return part.text;
        if (!linksAllowed)
          return (
            <span key={index} className="chat-message__link chat-message__link--inert" title={t('message.linkNotYet')}>
              {part.text} <span className="chat-message__domain">({part.domain})</span>
            </span>
          );
        return (
          <a key={index} className="chat-message__link" href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text} <span className="chat-message__domain">({part.domain})</span>
          </a>
        );
      })}
    </p>
  );
};
