import { InsightsPage } from '../../features/insights/components/insights-page.js';
import { StaffOnly } from './session-gates.js';

export const StaffInsightsRoute = () => (
  <StaffOnly>
    <InsightsPage />
  </StaffOnly>
);
