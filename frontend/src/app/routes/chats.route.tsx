import { ChatsPage } from '../../features/chat/components/chats-page.js';
import { MembersOnly } from './session-gates.js';

export const ChatsRoute = () => <MembersOnly>{() => <ChatsPage />}</MembersOnly>;
