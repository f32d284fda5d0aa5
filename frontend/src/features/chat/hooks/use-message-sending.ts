import { PHOTO_ERRORS, PHOTO_MAX_MB, type ChatMessageView, type Gift } from '@dating/domain';
import { useCallback, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { toApiError } from '../../../lib/api-error.js';
import { messageIdsShown, showMessage, useSendGiftMutation, useSendMessageMutation, useSendPhotoMutation, type ChatDispatch, type ChatState } from '../api/chat-api.js';
import type { PendingText } from '../utils/conversation-updates.js';
import { sendFailureOf, type SendFailure } from '../utils/send-failure.js';

const BYTES_PER_MB = 1024 * 1024;

type Sending = { memberId: string; conversationId: string | undefined; restoreDraft: (text: string) => void };

/**
 * Sends texts, gifts and photos to one member. A text shows at once as "sending"; a refused one leaves the conversation and
 * its text goes back into the message box, so nothing typed is lost. Every press makes a new message id: a refused
 * message stays refused under its id, a retry after buying credits is a new message.
 */
export const useMessageSending = ({ memberId, conversationId, restoreDraft }: Sending) => {
  const [sendMessage] = useSendMessageMutation();
  const [sendGift, giftSending] = useSendGiftMutation();
  const [sendPhoto, photoSending] = useSendPhotoMutation();
  const [pending, setPending] = useState<PendingText[]>([]);
  const [failure, setFailure] = useState<SendFailure>();
  const dispatch = useDispatch<ChatDispatch>();
  const store = useStore();
  const show = useCallback((message: ChatMessageView) => showMessage(dispatch, store.getState() as ChatState, message, memberId), [dispatch, store, memberId]);

  const sendText = useCallback(
    async (text: string) => {
      const id = crypto.randomUUID();
      setFailure(undefined);
      const shownBefore = messageIdsShown(store.getState() as ChatState, conversationId, memberId);
      setPending((sending) => [...sending, { message: pendingMessage(id, conversationId, text), shownBefore }]);
      const result = await sendMessage({ memberId, messageId: id, text });
      if (result.data) show(result.data.message);
      setPending((sending) => sending.filter(({ message }) => message.id !== id));
      if (result.error) {
        restoreDraft(text);
        setFailure(sendFailureOf(toApiError(result.error)!));
      }
    },
    [memberId, conversationId, sendMessage, restoreDraft, show, store],
  );

  const sendGiftTo = useCallback(
    async (gift: Gift) => {
      setFailure(undefined);
      const result = await sendGift({ memberId, giftId: crypto.randomUUID(), gift });
      if (result.data) show(result.data.message);
      if (result.error) setFailure(sendFailureOf(toApiError(result.error)!));
    },
    [memberId, sendGift, show],
  );

  const sendPhotoTo = useCallback(
    async (photo: File) => {
      setFailure(undefined);
      // Too large is said before minutes of uploading on a phone; the server checks again.
      if (photo.size > PHOTO_MAX_MB * BYTES_PER_MB) return setFailure(sendFailureOf({ code: PHOTO_ERRORS.TOO_LARGE, params: { max_mb: PHOTO_MAX_MB } }));
      const result = await sendPhoto({ memberId, messageId: crypto.randomUUID(), photo });
      if (result.data) show(result.data.message);
      if (result.error) setFailure(sendFailureOf(toApiError(result.error)!));
    },
    [memberId, sendPhoto, show],
  );

  return {
    pending,
    failure,
    dismissFailure: () => setFailure(undefined),
    sendText,
    sendGift: sendGiftTo,
    giftBusy: giftSending.isLoading,
    sendPhoto: sendPhotoTo,
    photoBusy: photoSending.isLoading,
  };
};

const pendingMessage = (id: string, conversationId: string | undefined, text: string): ChatMessageView => ({
  id,
  conversation_id: conversationId ?? '',
  from_me: true,
  kind: 'text',
  text,
  gift: null,
  photo: null,
  sent_at: new Date().toISOString(),
  status: 'sending',
  read: false,
});
