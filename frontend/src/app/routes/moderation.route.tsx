import { ErrorPage } from '../../features/errors/components/error-page.js';
import { ModerationPage } from '../../features/moderation/components/moderation-page.js';
import { MembersOnly } from './session-gates.js';

const FORBIDDEN = 403;

/** Staff only; the API refuses everyone else as well. */
export const ModerationRoute = () => (
  <MembersOnly>{(user) => (user.staff ? <ModerationPage /> : <ErrorPage status={FORBIDDEN} />)}</MembersOnly>
);
