import { useState } from 'react';
import { Navigate } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { PageLoading } from '../../components/ui/page-loading.js';
import { paths } from '../../config/paths.js';
import { ResendActivationButton } from '../../features/activation/components/resend-activation-button.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { SignupWizard } from '../../features/signup/components/signup-wizard.js';
import { useSettingsQuery } from '../../features/site/hooks/use-settings.js';

export const SignupRoute = () => {
  const { loggedIn, query } = useCurrentUser();
  const settingsQuery = useSettingsQuery();
  const settings = settingsQuery.data;
  // Creating the account logs the member in; the signup stays on screen until its complete step is left.
  const [signingUp, setSigningUp] = useState(false);
  if (loggedIn === undefined || !settings) return <PageLoading queries={[query, settingsQuery]} />;
  if (loggedIn && !signingUp) return <Navigate to={paths.members} replace />;
  return (
    <CenteredCard>
      <SignupWizard
        headingLevel={1}
        settings={settings}
        renderActivation={() => <ResendActivationButton />}
        onSendingChange={(sending) => sending && setSigningUp(true)}
      />
    </CenteredCard>
  );
};
