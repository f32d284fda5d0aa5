import { CenteredCard } from '../../components/layouts/centered-card.js';
import { paths } from '../../config/paths.js';
import { ResendActivationButton } from '../../features/activation/components/resend-activation-button.js';
import { SignupWizard } from '../../features/signup/components/signup-wizard.js';
import { SignupGate } from './session-gates.js';

export const SignupRoute = () => (
  <SignupGate loggedInTo={paths.members}>
    {(settings, onSendingChange) => (
      <CenteredCard>
        <SignupWizard headingLevel={1} settings={settings} renderActivation={() => <ResendActivationButton />} onSendingChange={onSendingChange} />
      </CenteredCard>
    )}
  </SignupGate>
);
