import { useParams } from 'react-router';
import type { ConversationRef } from '../../features/chat/api/chat-api.js';
import { ConversationPage, type RenderReport } from '../../features/chat/components/conversation-page.js';
import { ReportButton } from '../../features/reports/components/report-button.js';
import { fictionalNoticeOf, MembersOnly } from './session-gates.js';

const renderReport: RenderReport = (memberId, messageIds) => <ReportButton memberId={memberId} messageIds={messageIds} />;

/** /chats/{id} opens a conversation by its id; /members/{id}/chat the one with that member, started by the first message. */
const ConversationRoute = ({ by }: { by: 'conversation' | 'member' }) => {
  const { id = '' } = useParams();
  const conversation: ConversationRef = by === 'conversation' ? { conversationId: id } : { memberId: id };
  return (
    <MembersOnly>
      {(user, settings) => <ConversationPage key={id} conversation={conversation} user={user} settings={settings} fictionalNotice={fictionalNoticeOf(settings)} renderReport={renderReport} />}
    </MembersOnly>
  );
};

export const ChatRoute = () => <ConversationRoute by="conversation" />;
export const MemberChatRoute = () => <ConversationRoute by="member" />;
