import { CenteredCard } from '../../components/layouts/centered-card.js';
import { useStoreSignedInUser } from '../../features/auth/hooks/use-store-signed-in-user.js';
import { ResetPasswordPage } from '../../features/password-reset/components/reset-password-page.js';

/** The mailed link: a new password, after which the member is logged in (the server opened the session). */
export const ResetPasswordDoRoute = () => {
  const storeSignedInUser = useStoreSignedInUser();
  return (
    <CenteredCard>
      <ResetPasswordPage onSignedIn={storeSignedInUser} />
    </CenteredCard>
  );
};
