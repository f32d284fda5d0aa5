import type { SendMessageResult } from '@dating/domain';
import type { ApiError } from '../../../lib/api-error.js';
import type { User } from '../../../types/api.js';

/** The member's wallet as a paid send left it: its answer is newer than any reload of user.php could be. */
export const withWallet = (user: User, { credits, free_messages }: Pick<SendMessageResult, 'credits' | 'free_messages'>): void => {
  user.credits = credits;
  user.free_messages = free_messages;
};

/** The balance a refused send reports (too few credits says what the member has); undefined when it does not say. */
export const refusedBalance = (error: ApiError | undefined): number | undefined => {
  const balance = error?.params?.balance;
  return typeof balance === 'number' ? balance : undefined;
};
