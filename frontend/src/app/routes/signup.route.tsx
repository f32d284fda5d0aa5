import { useState } from 'react';
import { Navigate } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { paths } from '../../config/paths.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { SignupAccountStep } from '../../features/signup/components/signup-account-step.js';
import { SignupComplete } from '../../features/signup/components/signup-complete.js';
import { useSettings } from '../../features/site/hooks/use-settings.js';

export const SignupRoute = () => {
  const { loggedIn } = useCurrentUser();
  const settings = useSettings();
  // Signing up logs the member in; the completion step must stay on screen all the same.
  const [completed, setCompleted] = useState(false);
  if (loggedIn && !completed) return <Navigate to={paths.members} replace />;
  return (
    <CenteredCard>
      {completed ? (
        <SignupComplete />
      ) : (
        <SignupAccountStep signups={settings?.signups} onSignedUp={() => setCompleted(true)} />
      )}
    </CenteredCard>
  );
};
