import { ErrorPage } from '../../features/errors/components/error-page.js';
import { StaffReportsPage } from '../../features/reports/components/staff-reports-page.js';
import { MembersOnly } from './session-gates.js';

const FORBIDDEN = 403;

/** Staff only; the API refuses everyone else as well. */
export const StaffReportsRoute = () => (
  <MembersOnly>{(user) => (user.staff ? <StaffReportsPage /> : <ErrorPage status={FORBIDDEN} />)}</MembersOnly>
);
