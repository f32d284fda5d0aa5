import { ErrorPage } from '../../features/errors/components/error-page.js';

const NOT_FOUND = 404;

export const NotFoundRoute = () => <ErrorPage status={NOT_FOUND} />;
