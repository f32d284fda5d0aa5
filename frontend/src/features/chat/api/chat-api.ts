import type { ChatMessageView, ChatsView, ChatSummary, ConversationView, Gift, SendMessageResult } from '@dating/domain';
import { MESSAGES_PAGE_SIZE, PHOTO_UPLOAD_FIELD } from '@dating/domain';
import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { toApiError } from '../../../lib/api-error.js';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import { chatsEndpoints, reloadChatsAfter } from '../../../lib/chats-endpoints.js';
import { updateCachedUser } from '../../../lib/user-endpoints.js';
import { withLatestMessage } from '../utils/chat-list-updates.js';
import { withMessage, withReadReceipt } from '../utils/conversation-updates.js';
import { refusedBalance, withWallet } from '../utils/wallet-updates.js';

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
      onQueryStarted: (_request, { dispatch, queryFulfilled }) => showSendOutcome(dispatch, queryFulfilled),
    }),
    sendGift: build.mutation<SendMessageResult, SendGiftRequest>({
      query: ({ memberId, giftId, gift }) => ({ url: 'api/gift.php', method: 'POST', body: { member_id: memberId, gift_id: giftId, gift } }),
      extraOptions: { idempotent: true },
      onQueryStarted: (_request, { dispatch, queryFulfilled }) => showSendOutcome(dispatch, queryFulfilled),
    }),
    sendPhoto: build.mutation<SendMessageResult, SendPhotoRequest>({
      query: ({ memberId, messageId, photo }) => {
        const form = new FormData();
        form.append(PHOTO_UPLOAD_FIELD, photo);
        return { url: 'api/chat-photo.php', method: 'POST', params: { member_id: memberId, message_id: messageId }, body: form };
      },
      extraOptions: { idempotent: true },
      onQueryStarted: (_request, { dispatch, queryFulfilled }) => showSendOutcome(dispatch, queryFulfilled),
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
/** As RTK Query hands it to endpoints: it takes the cache changes of every endpoint set (each types the store as its own). */
export type ChatDispatch = BaseQueryApi['dispatch'];

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

/**
 * Puts a message into the cached chat list; a chat the list cannot show it in is reloaded: after the live event that
 * told of it (`heardAt`), since live events come before the list knows them.
 */
export const showInChatList = (dispatch: ChatDispatch, message: ChatMessageView, heardAt?: string) => {
  let shown = true;
  dispatch(
    chatsEndpoints.util.updateQueryData('getChats', undefined, (chats) => {
      shown = withLatestMessage(chats, message);
    }),
  );
  if (shown) return;
  if (heardAt) void dispatch(reloadChatsAfter(heardAt));
  else dispatch(baseApi.util.invalidateTags([API_TAGS.chats]));
};

/**
 * A paid send's answer is the sender's wallet and the message: the balance in the navigation and the chat list change
 * from it, with no request (a reload could even read the balance from before the debit). The page shows the message
 * itself. A refusal that tells the balance corrects it; any other leaves the balance to be asked again.
 */
const showSendOutcome = async (dispatch: ChatDispatch, queryFulfilled: Promise<{ data: SendMessageResult }>) => {
  const outcome = await queryFulfilled.then(
    ({ data }) => ({ data }),
    (rejected: { error?: FetchBaseQueryError }) => ({ error: toApiError(rejected.error) }),
  );
  if ('data' in outcome) {
    // The answer of a send whose session had ended is empty: the page asks who the member is instead.
    if (!outcome.data) return;
    dispatch(updateCachedUser((user) => withWallet(user, outcome.data)));
    return showInChatList(dispatch, outcome.data.message);
  }
  const balance = refusedBalance(outcome.error);
  if (balance === undefined) return void dispatch(baseApi.util.invalidateTags([API_TAGS.user]));
  dispatch(
    updateCachedUser((user) => {
      user.credits = balance;
    }),
  );
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
