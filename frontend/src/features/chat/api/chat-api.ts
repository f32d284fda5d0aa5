import type { ChatMessageView, ChatsView, ChatSummary, ConversationView, Gift, SendMessageResult } from '@dating/domain';
import { MESSAGES_PAGE_SIZE, PHOTO_UPLOAD_FIELD } from '@dating/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import { chatsEndpoints } from '../../../lib/chats-endpoints.js';
import { withMessage, withReadReceipt } from '../utils/conversation-updates.js';

/** Which conversation a page shows: by its id (/chats/{id}) or by the other member (/members/{id}/chat). */
export type ConversationRef = { conversationId: string } | { memberId: string };

export type OlderMessagesRequest = { conversationId: string; before: string };

type SendTextRequest = { memberId: string; messageId: string; text: string };
type SendGiftRequest = { memberId: string; giftId: string; gift: Gift };
type SendPhotoRequest = { memberId: string; messageId: string; photo: File };

const conversationParams = (ref: ConversationRef) => ('conversationId' in ref ? { conversation_id: ref.conversationId } : { member_id: ref.memberId });

const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Live events add to it; the periodic refresh (the fallback when they fail) reloads it.
    getConversation: build.query<ConversationView, ConversationRef>({
      query: (ref) => ({ url: 'api/messages.php', params: { ...conversationParams(ref), limit: MESSAGES_PAGE_SIZE } }),
      providesTags: [API_TAGS.conversation],
    }),
    // Older pages are kept by the page that asked for them, never refreshed: what was said stays said.
    getOlderMessages: build.query<ConversationView, OlderMessagesRequest>({
      query: ({ conversationId, before }) => ({ url: 'api/messages.php', params: { conversation_id: conversationId, before, limit: MESSAGES_PAGE_SIZE } }),
    }),
    sendMessage: build.mutation<SendMessageResult, SendTextRequest>({
      query: ({ memberId, messageId, text }) => ({ url: 'api/message.php', method: 'POST', body: { member_id: memberId, message_id: messageId, text } }),
      // The message id the browser made: sent again, the message is delivered and paid once.
      extraOptions: { idempotent: true },
      // The balance in the navigation, and the chat list's last message; the page shows the message itself.
      invalidatesTags: [API_TAGS.user, API_TAGS.chats],
    }),
    sendGift: build.mutation<SendMessageResult, SendGiftRequest>({
      query: ({ memberId, giftId, gift }) => ({ url: 'api/gift.php', method: 'POST', body: { member_id: memberId, gift_id: giftId, gift } }),
      extraOptions: { idempotent: true },
      invalidatesTags: [API_TAGS.user, API_TAGS.chats],
    }),
    sendPhoto: build.mutation<SendMessageResult, SendPhotoRequest>({
      query: ({ memberId, messageId, photo }) => {
        const form = new FormData();
        form.append(PHOTO_UPLOAD_FIELD, photo);
        return { url: 'api/chat-photo.php', method: 'POST', params: { member_id: memberId, message_id: messageId }, body: form };
      },
      extraOptions: { idempotent: true },
      invalidatesTags: [API_TAGS.user, API_TAGS.chats],
    }),
    markChatRead: build.mutation<void, string>({
      query: (conversationId) => ({ url: 'api/chat-read.php', method: 'POST', body: { conversation: { id: conversationId } } }),
      extraOptions: { idempotent: true },
      // The badge drops at once (spec §5: opening a conversation sets its unread count to 0).
      onQueryStarted: (conversationId, { dispatch }) => {
        dispatch(chatsEndpoints.util.updateQueryData('getChats', undefined, (chats) => withoutUnread(chats, conversationId)));
      },
    }),
    // One chat, or (spec §5 removing by profile) every chat with one member.
    removeChat: build.mutation<{ removed: number }, { conversationId: string } | { profileId: string }>({
      query: (removed) => ({
        url: 'api/chat.php',
        method: 'DELETE',
        body: 'profileId' in removed ? { profile: { id: removed.profileId } } : { conversation: { id: removed.conversationId } },
      }),
      // Spec §5: gone from the list at once; the page alerts and reloads the list when the server refuses.
      onQueryStarted: (removed, { dispatch }) => {
        const goes = (chat: ChatSummary) => ('profileId' in removed ? chat.profile.id === removed.profileId : chat.conversation.id === removed.conversationId);
        dispatch(chatsEndpoints.util.updateQueryData('getChats', undefined, (chats) => withoutChats(chats, goes)));
      },
    }),
    sendTyping: build.mutation<void, string>({
      query: (conversationId) => ({ url: 'api/typing.php', method: 'POST', body: { conversation: { id: conversationId } } }),
    }),
  }),
});

export const {
  useGetConversationQuery,
  useLazyGetOlderMessagesQuery,
  useSendMessageMutation,
  useSendGiftMutation,
  useSendPhotoMutation,
  useMarkChatReadMutation,
  useRemoveChatMutation,
  useSendTypingMutation,
} = chatApi;

/** What the live events read and change: the API's part of the store. */
export type ChatState = Parameters<typeof chatApi.util.selectCachedArgsForQuery>[0];
export type ChatDispatch = ThunkDispatch<ChatState, unknown, UnknownAction>;

const withoutUnread = (chats: ChatsView, conversationId: string) => {
  const chat = chats.chats.find((entry) => entry.conversation.id === conversationId);
  if (!chat) return;
  chats.num_unread_messages -= chat.num_unread_messages;
  chat.num_unread_messages = 0;
};

const withoutChats = (chats: ChatsView, gone: (chat: ChatsView['chats'][number]) => boolean) => {
  for (const chat of chats.chats.filter(gone)) chats.num_unread_messages -= chat.num_unread_messages;
  chats.chats = chats.chats.filter((chat) => !gone(chat));
};

/** The cached copies of one conversation, known by its id or, before its first message, by the other member. */
const openCopiesOf = (state: ChatState, conversationId: string | undefined, otherMemberId?: string) =>
  chatApi.util.selectCachedArgsForQuery(state, 'getConversation').flatMap((ref) => {
    const cached = chatApi.endpoints.getConversation.select(ref)(state).data;
    const same = cached && (cached.conversation?.id === conversationId || (cached.conversation === null && cached.profile.id === otherMemberId));
    return same ? [{ ref, cached }] : [];
  });

/**
 * Puts a message into every open copy of its conversation. A conversation the page knows only by the other member
 * (no message yet) has no id to match: it is reloaded instead.
 */
export const showMessage = (dispatch: ChatDispatch, state: ChatState, message: ChatMessageView, otherMemberId?: string) => {
  const copies = openCopiesOf(state, message.conversation_id, otherMemberId);
  for (const { ref } of copies) dispatch(chatApi.util.updateQueryData('getConversation', ref, (conversation) => withMessage(conversation, message)));
  if (copies.length === 0) dispatch(chatApi.util.invalidateTags([API_TAGS.conversation]));
};

/** The ids of the messages the open copies of a conversation hold now. */
export const messageIdsShown = (state: ChatState, conversationId: string | undefined, otherMemberId: string): ReadonlySet<string> =>
  new Set(openCopiesOf(state, conversationId, otherMemberId).flatMap(({ cached }) => cached.messages.map((message) => message.id)));

/** The other member has read the conversation: the sender's messages up to then get their seen ticks. */
export const showReadReceipt = (dispatch: ChatDispatch, state: ChatState, receipt: { conversation_id: string; reader_id: string; read_at: string }) => {
  for (const ref of chatApi.util.selectCachedArgsForQuery(state, 'getConversation')) {
    const cached = chatApi.endpoints.getConversation.select(ref)(state).data;
    if (cached?.conversation?.id !== receipt.conversation_id || cached.profile.id !== receipt.reader_id) continue;
    dispatch(chatApi.util.updateQueryData('getConversation', ref, (conversation) => withReadReceipt(conversation, receipt.read_at)));
  }
};
