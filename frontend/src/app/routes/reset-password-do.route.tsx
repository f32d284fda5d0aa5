import { useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { paths } from '../../config/paths.js';
import { useStoreSignedInUser } from '../../features/auth/hooks/use-store-signed-in-user.js';
import { NewPasswordForm } from '../../features/password-reset/components/new-password-form.js';
import { ResetLinkInvalid } from '../../features/password-reset/components/reset-link-invalid.js';
import { resetTokenOf } from '../../features/password-reset/utils/password-reset.rules.js';

/** The mailed link: a new password, after which the member is logged in (the server opened the session). */
export const ResetPasswordDoRoute = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const storeSignedInUser = useStoreSignedInUser();
  const token = resetTokenOf(searchParams);
  return (
    <CenteredCard>
      {token ? (
        <NewPasswordForm
          token={token}
          onPasswordReset={(user) => {
            storeSignedInUser(user);
            navigate(paths.members, { replace: true });
          }}
        />
      ) : (
        <ResetLinkInvalid />
      )}
    </CenteredCard>
  );
};
