import { ModerationPage } from '../../features/moderation/components/moderation-page.js';
import { StaffOnly } from './session-gates.js';

export const ModerationRoute = () => (
  <StaffOnly>
    <ModerationPage />
  </StaffOnly>
);
