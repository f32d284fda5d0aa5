import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { DeletionReason } from '@dating/domain';
import { paths } from '../../../config/paths.js';
import { toApiError } from '../../../lib/api-error.js';
import { baseApi } from '../../../lib/base-api.js';
import { useDeleteAccountMutation } from '../api/account-api.js';

/** What the goodbye screen is told by the deletion that led there. */
export type AccountDeletedState = { finalDeletionAt: string };

type Deletion = { password: string; reasons: DeletionReason[]; comment: string };

/** Deletes the account (the server ends every session) and opens the goodbye screen. */
export const useAccountDeletion = () => {
  const [deleteAccount, { isLoading, error, reset }] = useDeleteAccountMutation();
  const navigate = useNavigate();
  const remove = async ({ password, reasons, comment }: Deletion) => {
    const trimmed = comment.trim();
    const result = await deleteAccount({ password, reasons, ...(trimmed ? { comment: trimmed } : {}) });
    if (result.error) return;
    const state: AccountDeletedState = { finalDeletionAt: result.data.final_deletion_at };
    await navigate(paths.accountDeleted, { replace: true, state });
  };
  return { remove, deleting: isLoading, error: toApiError(error), reset };
};

/**
 * Once the goodbye screen is shown, nothing cached for the member may outlive the session. Done there and
 * not before: while the route change is under way, the members-only screen would send a logged-out member to the login.
 */
export const useForgetEndedSession = (ended: boolean) => {
  const dispatch = useDispatch();
  useEffect(() => {
    if (ended) dispatch(baseApi.util.resetApiState());
  }, [ended, dispatch]);
};
