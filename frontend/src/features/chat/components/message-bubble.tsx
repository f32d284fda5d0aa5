import type { ChatMessageView } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { GiftImage } from './gift-image.js';
import { MessageText } from './message-text.js';

type MessageBubbleProps = { message: ChatMessageView; linksAllowed: boolean; otherName: string };

const timeOf = (iso: string, language: string) => new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** One message: the member's own on the right with its state (sending, held, sent, seen, not delivered), the other's on the left. */
export const MessageBubble = ({ message, linksAllowed, otherName }: MessageBubbleProps) => {
  const { t, i18n } = useTranslation('chat');
  const side = message.from_me ? 'own' : 'other';
  return (
    <li className={`chat-message chat-message--${side} chat-message--${message.status}`}>
      <div className="chat-message__bubble">
        <span className="visually-hidden">{message.from_me ? t('message.you') : otherName}: </span>
        {message.kind === 'gift' && message.gift && (
          <figure className="chat-message__gift mb-0">
            <GiftImage gift={message.gift} />
            <figcaption>{t(message.from_me ? 'gift.sentGift' : 'gift.receivedGift', { gift: t(`gift.names.${message.gift}`) })}</figcaption>
          </figure>
        )}
        {message.kind === 'photo' && message.photo && <img className="chat-message__photo" src={message.photo.url} alt={t('message.photo')} />}
        {message.text !== null && <MessageText text={message.text} linksAllowed={linksAllowed} />}
        {message.kind === 'text' && message.text === null && <p className="chat-message__text fst-italic mb-0">{t('message.erased')}</p>}
        <span className="chat-message__meta">
          <time dateTime={message.sent_at}>{timeOf(message.sent_at, i18n.language)}</time>
          {message.from_me && <OwnMessageState message={message} />}
        </span>
      </div>
      {message.from_me && message.status === 'held' && <p className="chat-message__notice">{t('message.heldUnconfirmed')}</p>}
      {message.from_me && message.status === 'withdrawn' && <p className="chat-message__notice">{t('message.withdrawn')}</p>}
    </li>
  );
};

const OwnMessageState = ({ message }: { message: ChatMessageView }) => {
  const { t } = useTranslation('chat');
  if (message.status !== 'delivered') return <span className="chat-message__state">{t(`message.state.${message.status}`)}</span>;
  return (
    <span className={`chat-message__state${message.read ? ' chat-message__state--read' : ''}`}>
      <span aria-hidden="true">{message.read ? '✓✓' : '✓'}</span>
      <span className="visually-hidden">{t(message.read ? 'message.state.read' : 'message.state.delivered')}</span>
    </span>
  );
};
