import { ErrorPage } from '../../features/errors/components/error-page.js';
import { PageBouncesPage } from '../../features/traffic/components/page-bounces-page.js';
import { MembersOnly } from './session-gates.js';

const FORBIDDEN = 403;

/** Staff only; the API refuses everyone else as well. */
export const StaffPageBouncesRoute = () => <MembersOnly>{(user) => (user.staff ? <PageBouncesPage /> : <ErrorPage status={FORBIDDEN} />)}</MembersOnly>;
