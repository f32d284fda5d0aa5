/** Paths of the routes that exist; features link with these, the router in app/ mounts them. */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  signup: '/signup',
  members: '/members',
  activateDone: '/activate/done',
  activateError: '/activate/error',
} as const;
