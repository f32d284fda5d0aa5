import { PageBouncesPage } from '../../features/traffic/components/page-bounces-page.js';
import { StaffOnly } from './session-gates.js';

export const StaffPageBouncesRoute = () => (
  <StaffOnly>
    <PageBouncesPage />
  </StaffOnly>
);
