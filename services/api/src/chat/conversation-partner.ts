import { CHAT_ERRORS, DomainError } from '@dating/domain';
import type { SqlPort } from '@dating/platform';
import { chatPartner } from '@dating/projections';

/** The other member of one of the member's conversations; another member's conversation is as unknown as none. */
export const partnerIn = async (sql: SqlPort, memberId: string, conversationId: string): Promise<string> => {
  const otherId = await chatPartner(sql, memberId, conversationId);
  if (!otherId) throw new DomainError(CHAT_ERRORS.NOT_FOUND);
  return otherId;
};
