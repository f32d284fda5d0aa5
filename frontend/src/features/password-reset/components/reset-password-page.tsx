import { skipToken } from '@reduxjs/toolkit/query/react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { paths } from '../../../config/paths.js';
import { toApiError } from '../../../lib/api-error.js';
import type { User } from '../../../types/api.js';
import { useCheckResetLinkQuery } from '../api/password-reset-api.js';
import { PASSWORD_CHANGED_STATE, refusesResetLink, resetTokenOf } from '../utils/password-reset.rules.js';
import { NewPasswordForm } from './new-password-form.js';
import { ResetLinkInvalid } from './reset-link-invalid.js';

type ResetPasswordPageProps = {
  /** The server opened a session for this member along with the new password: the app makes them the current user. */
  onSignedIn: (user: User) => void;
};

/**
 * The page of the mailed link (`/reset-password/do?token=…`). The link is checked first, so a used or expired one
 * says so before a password is typed; afterwards the members area opens and says the password was changed.
 */
export const ResetPasswordPage = ({ onSignedIn }: ResetPasswordPageProps) => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = resetTokenOf(searchParams);
  // Asked anew on every visit: a link used a minute ago must not pass on a remembered answer.
  const check = useCheckResetLinkQuery(token ?? skipToken, { refetchOnMountOrArgChange: true });

  if (!token) return <ResetLinkInvalid />;
  if (check.isFetching) return <PageSpinner />;
  if (refusesResetLink(toApiError(check.error))) return <ResetLinkInvalid />;
  // Any other failure of the check (the network, a limit) leaves it to the form: spending the link checks it again.
  return (
    <NewPasswordForm
      token={token}
      onPasswordReset={(user) => {
        onSignedIn(user);
        navigate(paths.members, { replace: true, state: PASSWORD_CHANGED_STATE });
      }}
    />
  );
};
