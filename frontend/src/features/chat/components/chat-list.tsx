import { unreadBadge, type ChatSummary, type LastMessageView } from '@dating/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WaysToMeetLinks } from '../../../components/likes/ways-to-meet-links.js';
import { ProfilePhoto } from '../../../components/profile/profile-photo.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { PageLoading } from '../../../components/ui/page-loading.js';
import { chatPath } from '../../../config/paths.js';
import { useGetChatsQuery } from '../../../lib/chats-endpoints.js';
import { useRemoveChatMutation } from '../api/chat-api.js';

/** Spec §2 chats overview: each chat with the other member, the last message and the unread count (99+ from 100). */
export const ChatList = ({ activeConversationId }: { activeConversationId?: string }) => {
  const { t } = useTranslation('chat');
  const chats = useGetChatsQuery();
  const { data, refetch } = chats;
  const [removeChat] = useRemoveChatMutation();
  const [removing, setRemoving] = useState<ChatSummary>();
  if (!data) return <PageLoading queries={[chats]} />;
  if (data.chats.length === 0)
    return (
      <div className="chat-list__empty text-center p-4">
        <p className="text-body-secondary">{t('list.empty')}</p>
        <WaysToMeetLinks />
      </div>
    );
  const remove = async (chat: ChatSummary) => {
    setRemoving(undefined);
    const result = await removeChat({ conversationId: chat.conversation.id });
    // Spec §5: the chat went from the list at once; when the server refused, say so and show the list as it is.
    if (result.error) {
      window.alert(t('list.removeFailed'));
      void refetch();
    }
  };
  return (
    <>
      <ul className="chat-list list-unstyled mb-0" aria-label={t('list.label')}>
        {data.chats.map((chat) => (
          <li key={chat.conversation.id} className={`chat-list__item${chat.conversation.id === activeConversationId ? ' chat-list__item--active' : ''}`}>
            <Link className="chat-list__link" to={chatPath(chat.conversation.id)} aria-current={chat.conversation.id === activeConversationId ? 'page' : undefined}>
              <ProfilePhoto name={chat.profile.name} url={chat.profile.main_image?.thumb_url} className="chat-list__photo" />
              <span className="chat-list__text">
                <span className="chat-list__name">{chat.profile.name}</span>
                <span className="chat-list__last">{chat.last_message ? <LastMessage message={chat.last_message} /> : t('list.noMessages')}</span>
              </span>
              {chat.num_unread_messages > 0 && (
                <span className="badge rounded-pill chat-list__unread">
                  {unreadBadge(chat.num_unread_messages)}
                  <span className="visually-hidden"> {t('list.unread', { count: chat.num_unread_messages })}</span>
                </span>
              )}
            </Link>
            <button type="button" className="btn btn-sm btn-link chat-list__remove" aria-label={t('list.remove', { name: chat.profile.name })} onClick={() => setRemoving(chat)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {removing && (
        <ConfirmDialog
          title={t('list.removeTitle', { name: removing.profile.name })}
          confirmLabel={t('list.removeConfirm')}
          cancelLabel={t('list.removeCancel')}
          variant="danger"
          alert
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(undefined)}
        >
          <p className="mb-0">{t('list.removeBody', { name: removing.profile.name })}</p>
        </ConfirmDialog>
      )}
    </>
  );
};

const LastMessage = ({ message }: { message: LastMessageView }) => {
  const { t } = useTranslation('chat');
  const content = message.kind === 'gift' ? t('list.gift') : message.kind === 'photo' ? t('list.photo') : (message.text ?? t('message.erased'));
  return <>{message.from_me ? t('list.fromMe', { text: content }) : content}</>;
};
