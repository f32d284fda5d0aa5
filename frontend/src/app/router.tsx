import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.js';
import { paths } from '../config/paths.js';
import { DefaultLayout } from './layouts/default-layout.js';
import { EmptyLayout } from './layouts/empty-layout.js';
import { RouteError } from './routes/route-error.js';

// Every screen is its own chunk, loaded when its route is first visited.
const defaultLayoutRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home.route.js').then((m) => ({ Component: m.HomeRoute })) },
  { path: paths.login, lazy: () => import('./routes/login.route.js').then((m) => ({ Component: m.LoginRoute })) },
  { path: paths.signup, lazy: () => import('./routes/signup.route.js').then((m) => ({ Component: m.SignupRoute })) },
  { path: paths.members, lazy: () => import('./routes/members.route.js').then((m) => ({ Component: m.MembersRoute })) },
  {
    path: paths.activateDone,
    lazy: () => import('./routes/activate-done.route.js').then((m) => ({ Component: m.ActivateDoneRoute })),
  },
  {
    path: paths.activateError,
    lazy: () => import('./routes/activate-error.route.js').then((m) => ({ Component: m.ActivateErrorRoute })),
  },
  { path: '*', lazy: () => import('./routes/not-found.route.js').then((m) => ({ Component: m.NotFoundRoute })) },
];

const emptyLayoutRoutes: RouteObject[] = [
  { path: paths.logout, lazy: () => import('./routes/logout.route.js').then((m) => ({ Component: m.LogoutRoute })) },
];

export const router = createBrowserRouter([
  {
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { Component: DefaultLayout, children: [{ ErrorBoundary: RouteError, children: defaultLayoutRoutes }] },
      { Component: EmptyLayout, children: emptyLayoutRoutes },
    ],
  },
]);
