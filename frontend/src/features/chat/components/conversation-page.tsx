import { cheapestMessagePrice, type ChatMessageView, type ConversationView } from '@dating/domain';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FictionalBadge, type FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { ProfilePhoto } from '../../../components/profile/profile-photo.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { memberPath, paths } from '../../../config/paths.js';
import { toApiError } from '../../../lib/api-error.js';
import { formatMoney } from '../../../lib/money.js';
import { useGetCreditsOfferQuery } from '../../../lib/shared-endpoints.js';
import type { Settings, User } from '../../../types/api.js';
import { useGetConversationQuery, useLazyGetOlderMessagesQuery, type ConversationRef } from '../api/chat-api.js';
import { useDraft } from '../hooks/use-draft.js';
import { useMarkRead } from '../hooks/use-mark-read.js';
import { useMessageSending } from '../hooks/use-message-sending.js';
import { useTypingIndicator } from '../hooks/use-typing-indicator.js';
import { useTypingSignal } from '../hooks/use-typing-signal.js';
import { messagesOnScreen } from '../utils/conversation-updates.js';
import { closesConversation } from '../utils/send-failure.js';
import { ChatList } from './chat-list.js';
import { ConversationUnavailable } from './conversation-unavailable.js';
import { GiftModal } from './gift-modal.js';
import { IcebreakerModal } from './icebreaker-modal.js';
import { MessageBubble } from './message-bubble.js';
import { MessageComposer } from './message-composer.js';
import { PhotoButton } from './photo-button.js';
import { RemoveChatsButton } from './remove-chats-button.js';
import { SendFailureAlert } from './send-failure-alert.js';
import './chat.scss';

/** The report control beside the other member's name, handed the messages that may be reported with them. */
export type RenderReport = (memberId: string, messageIds: readonly string[]) => ReactNode;

// The report carries the other member's latest messages, as many as a report may name.
const REPORTED_MESSAGES_MAX = 20;

type ConversationPageProps = { conversation: ConversationRef; user: User; settings: Settings; fictionalNotice: FictionalNotice; renderReport: RenderReport };

/** Spec §2 /chats/{id} and /members/{id}/chat: the conversation, with the chat list beside it on wide screens. */
export const ConversationPage = ({ conversation, user, settings, fictionalNotice, renderReport }: ConversationPageProps) => {
  const { data, error } = useGetConversationQuery(conversation);
  const activeId = data?.conversation?.id;
  return (
    <div className="chat-screen">
      <aside className="chat-screen__list d-none d-lg-block">
        <ChatList activeConversationId={activeId} />
      </aside>
      <section className="chat-screen__conversation">
        {error ? (
          <ConversationUnavailable code={toApiError(error)!.code} />
        ) : data ? (
          <Conversation key={data.profile.id} view={data} user={user} settings={settings} fictionalNotice={fictionalNotice} renderReport={renderReport} />
        ) : (
          <PageSpinner />
        )}
      </section>
    </div>
  );
};

type ConversationProps = { view: ConversationView; user: User; settings: Settings; fictionalNotice: FictionalNotice; renderReport: RenderReport };

const Conversation = ({ view, user, settings, fictionalNotice, renderReport }: ConversationProps) => {
  const { t, i18n } = useTranslation('chat');
  const { profile } = view;
  const conversationId = view.conversation?.id;
  const [draft, setDraft] = useDraft(profile.id);
  const [dialog, setDialog] = useState<'icebreakers' | 'gifts'>();
  const restoreDraft = useCallback((text: string) => setDraft((typed) => (typed ? `${text}\n${typed}` : text)), [setDraft]);
  const sending = useMessageSending({ memberId: profile.id, conversationId, restoreDraft });
  const older = useOlderMessages(conversationId, view);
  const typing = useTypingIndicator(conversationId);
  const signalTyping = useTypingSignal(conversationId);
  useMarkRead(conversationId);

  const messages = messagesOnScreen(older.messages, view.messages, sending.pending);
  // In the currency the member's bundles are priced in, from the cheapest of them after the discount that applies.
  const { data: offer } = useGetCreditsOfferQuery();
  const messagePrice = offer ? cheapestMessagePrice(offer.bundles, view.message_credits) : null;
  const costNote = [
    t('composer.cost', { count: view.message_credits }),
    offer && messagePrice !== null && t('composer.costMoney', { amount: formatMoney(messagePrice, offer.currency, i18n.language) }),
    user.free_messages > 0 && t('composer.freeMessages', { count: user.free_messages }),
    t('composer.balance', { count: user.credits }),
  ]
    .filter(Boolean)
    .join(' · ');
  const wroteBefore = messages.some((message) => message.from_me);
  const reportable = messages.filter((message) => !message.from_me).slice(-REPORTED_MESSAGES_MAX).map((message) => message.id);
  return (
    <div className="conversation">
      <header className="conversation__header">
        <Link className="conversation__back btn btn-link d-lg-none" to={paths.chats} aria-label={t('backToChats')}>
          ‹
        </Link>
        <ProfilePhoto name={profile.name} url={profile.main_image?.thumb_url} className="conversation__photo" />
        <div className="conversation__who">
          <Link className="conversation__partner" to={memberPath(profile.id)}>
            {profile.name}
          </Link>
          {profile.fictional && <FictionalBadge notice={fictionalNotice} />}
          <span className="conversation__typing" aria-live="polite">
            {typing ? t('typing', { name: profile.name }) : ''}
          </span>
        </div>
        <div className="conversation__report">
          {renderReport(profile.id, reportable)}
          {conversationId && <RemoveChatsButton profile={profile} />}
        </div>
      </header>
      <MessageList messages={messages} view={view} older={older} />
      <div className="conversation__footer">
        {sending.failure && <SendFailureAlert failure={sending.failure} name={profile.name} onClose={sending.dismissFailure} />}
        <MessageComposer draft={draft} onDraftChange={setDraft} onSend={(text) => void sending.sendText(text)} onTyping={signalTyping} disabled={sending.failure !== undefined && closesConversation(sending.failure.code)} costNote={costNote}>
          {!wroteBefore && (
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setDialog('icebreakers')}>
              {t('icebreakers.open')}
            </button>
          )}
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setDialog('gifts')}>
            {t('gift.open')}
          </button>
          <PhotoButton credits={settings.photo_credits} busy={sending.photoBusy} onPhoto={(photo) => void sending.sendPhoto(photo)} />
        </MessageComposer>
      </div>
      {dialog === 'icebreakers' && (
        <IcebreakerModal
          name={profile.name}
          onChoose={(line) => {
            setDraft(line);
            setDialog(undefined);
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'gifts' && (
        <GiftModal
          name={profile.name}
          credits={settings.gift_credits}
          busy={sending.giftBusy}
          onSend={(gift) => void sending.sendGift(gift).then(() => setDialog(undefined))}
          onClose={() => setDialog(undefined)}
        />
      )}
    </div>
  );
};

type OlderMessages = { messages: ChatMessageView[]; hasMore: boolean; loading: boolean; load: () => void };

/** Older pages, asked for with the button at the top; the newest page stays live in the cache. */
const useOlderMessages = (conversationId: string | undefined, view: ConversationView): OlderMessages => {
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [hasMore, setHasMore] = useState(view.has_more);
  const [fetchOlder, { isFetching }] = useLazyGetOlderMessagesQuery();
  const oldest = messages[0] ?? view.messages[0];
  const load = () => {
    if (!conversationId || !oldest) return;
    void fetchOlder({ conversationId, before: oldest.id }).then(({ data }) => {
      if (!data) return;
      setMessages((shown) => [...data.messages, ...shown]);
      setHasMore(data.has_more);
    });
  };
  return { messages, hasMore: hasMore && Boolean(oldest), loading: isFetching, load };
};

type MessageListProps = { messages: ChatMessageView[]; view: ConversationView; older: OlderMessages };

const MessageList = ({ messages, view, older }: MessageListProps) => {
  const { t } = useTranslation('chat');
  const list = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // A new message at the end scrolls into view; older pages loaded at the top do not move what the member reads.
  useLayoutEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);
  useEffect(() => list.current?.focus({ preventScroll: true }), []);
  return (
    // A tab stop of its own: a keyboard scrolls the messages once they overflow (axe: scrollable-region-focusable).
    <div ref={list} className="conversation__messages" tabIndex={0} role="log" aria-label={t('messagesLabel', { name: view.profile.name })}>
      {older.hasMore && (
        <div className="text-center my-2">
          <button type="button" className="btn btn-sm btn-light" disabled={older.loading} onClick={older.load}>
            {t('olderMessages')}
          </button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="conversation__empty">{t('empty', { name: view.profile.name })}</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} linksAllowed={view.links_allowed} otherName={view.profile.name} />
          ))}
        </ol>
      )}
    </div>
  );
};
