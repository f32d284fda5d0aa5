import { useRef, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import { isoDate } from '../../../lib/dates.js';
import { toApiError } from '../../../lib/api-error.js';
import type { ApiError } from '../../../lib/api-error.js';
import { useLazySearchMembersQuery } from '../../../lib/shared-endpoints.js';
import { matchesPath, matchSearchFilters } from '../utils/match-search.js';
import { SENDING_LINES } from '../utils/sending-progress.js';
import type { LineStatus, SendingLine, SendingProgress } from '../utils/sending-progress.js';
import type { SignupRefusal } from '../utils/signup-refusal.js';
import type { SignupDraft } from '../utils/signup-steps.js';
import { useCheckDraft } from './use-check-draft.js';
import { useCreateAccount } from './use-create-account.js';
import type { CreatedAccount } from './use-create-account.js';

/** What the complete screen tells the member about the account just made. */
export type SignupOutcome = CreatedAccount & { email: string; matchCount: number; matchesPath: string };

const ALL_WAITING: SendingProgress = { check: 'waiting', create: 'waiting', matches: 'waiting', mail: 'waiting' };

type SendingHandlers = {
  onRefused: (refusal: SignupRefusal) => void;
  onCompleted: (outcome: SignupOutcome) => void;
  /** The member whose chat draft the signup takes along as its first message. */
  messageTo?: string;
};
type LineCall = () => Promise<SignupRefusal | undefined>;

/**
 * Spec §4 sending progress: check data, create account, find matches, send activation mail. Each line
 * completes when its call has; a failed line can be retried, and a retry never creates the account twice.
 */
export const useSignupSending = ({ onRefused, onCompleted, messageTo }: SendingHandlers) => {
  const checkDraft = useCheckDraft();
  const createAccount = useCreateAccount(messageTo);
  const [searchMembers] = useLazySearchMembersQuery();
  const [progress, setProgress] = useState<SendingProgress>(ALL_WAITING);
  const [failure, setFailure] = useState<ApiError>();
  const [matchCount, setMatchCount] = useState<number>();
  const reached = useRef<SendingProgress>(ALL_WAITING);
  const created = useRef<CreatedAccount>(undefined);
  // What the "find matches" line counted, so the link leads to exactly that search (even past midnight).
  const found = useRef({ count: 0, path: '' });

  const mark = (line: SendingLine, status: LineStatus) => {
    reached.current = { ...reached.current, [line]: status };
    setProgress(reached.current);
  };

  // Each line's call: a refusal sends the member back to a step; an exception fails the line.
  const callsFor = (draft: SignupDraft): Record<SendingLine, LineCall> => ({
    check: () => checkDraft(draft),
    create: async () => {
      const result = await createAccount(draft);
      if ('step' in result) return result;
      created.current = result;
      return undefined;
    },
    matches: async () => {
      const filters = matchSearchFilters(draft, isoDate(new Date()));
      found.current = { count: (await searchMembers(filters).unwrap()).numResults, path: matchesPath(filters) };
      setMatchCount(found.current.count);
      return undefined;
    },
    // The signup endpoint enqueues the mail as it creates the account: its answer (create line) is this line's call.
    mail: async () => undefined,
  });

  // Refusals only come before the account exists: the next attempt starts from the check again.
  const refuse = (refusal: SignupRefusal) => {
    reached.current = ALL_WAITING;
    setProgress(ALL_WAITING);
    onRefused(refusal);
  };

  /** Runs the lines not done yet with the draft as it is now (the last step may just have changed it). */
  const send = async (draft: SignupDraft) => {
    const calls = callsFor(draft);
    setFailure(undefined);
    for (const line of SENDING_LINES.filter((pending) => reached.current[pending] !== 'done')) {
      mark(line, 'running');
      try {
        const refusal = await calls[line]();
        if (refusal) return refuse(refusal);
        mark(line, 'done');
      } catch (error) {
        mark(line, 'failed');
        return setFailure(toApiError(error as FetchBaseQueryError | SerializedError));
      }
    }
    const matches = { matchCount: found.current.count, matchesPath: found.current.path };
    onCompleted({ ...created.current!, ...matches, email: draft.email.trim() });
  };

  return { progress, failure, matchCount, send };
};
