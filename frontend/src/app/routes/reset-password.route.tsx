import { useLocation } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { ResetRequestForm } from '../../features/password-reset/components/reset-request-form.js';

// The login form hands over the address typed there (router state, so it stays out of the URL).
const emailOf = (state: unknown): string =>
  typeof state === 'object' && state !== null && typeof (state as { email?: unknown }).email === 'string'
    ? (state as { email: string }).email
    : '';

/** Open to visitors and members alike: whoever forgot a password may ask for a link. */
export const ResetPasswordRoute = () => {
  const location = useLocation();
  return (
    <CenteredCard>
      <ResetRequestForm initialEmail={emailOf(location.state)} />
    </CenteredCard>
  );
};
