/** Paths of the routes that exist; features link with these, the router in app/ mounts them. */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  signup: '/signup',
  members: '/members',
  memberProfile: '/members/:id',
  myProfile: '/profile',
  matchFinder: '/match-finder',
  moderation: '/staff/photos',
  activateDone: '/activate/done',
  activateError: '/activate/error',
  completeSignup: '/complete-signup',
  resetPassword: '/reset-password',
  resetPasswordDo: '/reset-password/do',
  notifications: '/notifications',
  accountDeleted: '/account-deleted',
  mailChangeDo: '/mail-change/do',
  terms: '/pages/terms',
  privacy: '/pages/privacy',
  cookies: '/pages/cookies',
  ban: '/pages/ban',
  returnPolicy: '/pages/return-policy',
  faq: '/pages/faq',
  service: '/pages/service',
  complaints: '/complaints',
  pricing: '/pricing',
} as const;

/** The profile page of one member (the router mounts it as paths.memberProfile). */
export const memberPath = (id: string) => `${paths.members}/${encodeURIComponent(id)}`;
