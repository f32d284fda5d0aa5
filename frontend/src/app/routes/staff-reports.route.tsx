import { StaffReportsPage } from '../../features/reports/components/staff-reports-page.js';
import { StaffOnly } from './session-gates.js';

export const StaffReportsRoute = () => (
  <StaffOnly>
    <StaffReportsPage />
  </StaffOnly>
);
