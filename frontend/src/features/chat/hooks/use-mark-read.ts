import { useEffect } from 'react';
import { useGetChatsQuery } from '../../../lib/chats-endpoints.js';
import { useMarkChatReadMutation } from '../api/chat-api.js';
import { usePageVisible } from './use-page-visible.js';

/** Spec §5: an open conversation has no unread messages; new ones are read as they arrive while the member looks. */
export const useMarkRead = (conversationId: string | undefined) => {
  const unread = useGetChatsQuery().data?.chats.find((chat) => chat.conversation.id === conversationId)?.num_unread_messages ?? 0;
  const visible = usePageVisible();
  const [markRead] = useMarkChatReadMutation();
  useEffect(() => {
    if (conversationId && unread > 0 && visible) void markRead(conversationId);
  }, [conversationId, unread, visible, markRead]);
};
