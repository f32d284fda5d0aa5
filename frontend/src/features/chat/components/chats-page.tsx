import { useTranslation } from 'react-i18next';
import { ChatList } from './chat-list.js';
import './chat.scss';

/** Spec §2 /chats: every conversation of the member, newest first. */
export const ChatsPage = () => {
  const { t } = useTranslation('chat');
  return (
    <section className="chats-page container py-4">
      <h1 className="mb-3">{t('list.title')}</h1>
      <ChatList />
    </section>
  );
};
