import { CenteredCard } from '../../components/layouts/centered-card.js';
import { ActivationError } from '../../features/activation/components/activation-error.js';

export const ActivateErrorRoute = () => (
  <CenteredCard>
    <ActivationError />
  </CenteredCard>
);
