/** Paths of the routes that exist; features link with these, the router in app/ mounts them. */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  signup: '/signup',
  members: '/members',
  memberProfile: '/members/:id',
  memberChat: '/members/:id/chat',
  memberLanding: '/members/:id/landing',
  memberLanding2: '/members/:id/landing2/:slug?',
  memberLanding3: '/members/:id/landing3/:slug?',
  memberSignup: '/members/:id/signup',
  landerSwipe: '/landers/tinderswipe',
  lander: '/landers/:design/:slug?',
  chats: '/chats',
  chat: '/chats/:id',
  myProfile: '/profile',
  matchFinder: '/match-finder',
  moderation: '/staff/photos',
  staffReports: '/staff/reports',
  staffPageBounces: '/staff/page-bounces',
  staffInsights: '/staff/insights',
  activateDone: '/activate/done',
  activateError: '/activate/error',
  completeSignup: '/complete-signup',
  resetPassword: '/reset-password',
  resetPasswordDo: '/reset-password/do',
  notifications: '/notifications',
  accountDeleted: '/account-deleted',
  mailChangeDo: '/mail-change/do',
  unsubscribe: '/unsubscribe',
  terms: '/pages/terms',
  privacy: '/pages/privacy',
  cookies: '/pages/cookies',
  ban: '/pages/ban',
  returnPolicy: '/pages/return-policy',
  faq: '/pages/faq',
  service: '/pages/service',
  complaints: '/complaints',
  pricing: '/pricing',
  credits: '/credits',
  creditsBundle: '/credits/:id/:paymentmethod?',
  creditsRepeatOrder: '/credits/repeat-order',
  premium: '/premium',
  transactions: '/transactions/:id?',
  directDebit: '/directdebit',
  likes: '/likes',
  likesType: '/likes/:type',
  likesMatch: '/likes/m/:id',
  swipeGame: '/swipe-game',
  signupMatches: '/signup-matches',
  langConfig: '/lang-config',
} as const;

/** The payment step of one bundle, with the chosen method in the address so a reload keeps it. */
export const creditsBundlePath = (bundleId: number, method?: string) => `${paths.credits}/${bundleId}${method ? `/${encodeURIComponent(method)}` : ''}`;

/** The payment result screen of an order (where the provider sends the buyer back). */
export const orderResultPath = (orderId: string) => `${paths.credits}?order=${encodeURIComponent(orderId)}`;

/** The transactions list, or one order's receipt. */
export const transactionPath = (orderId?: string) => (orderId ? `/transactions/${encodeURIComponent(orderId)}` : '/transactions');

/** The profile page of one member (the router mounts it as paths.memberProfile). */
export const memberPath = (id: string) => `${paths.members}/${encodeURIComponent(id)}`;

/** The conversation with one member, opened or started from their profile (spec §2 /members/{id}/chat). */
export const memberChatPath = (memberId: string) => `${memberPath(memberId)}/chat`;

/** The signup an ad for one member leads to; the new member then writes to them (spec §2 /members/{id}/signup). */
export const memberSignupPath = (memberId: string) => `${memberPath(memberId)}/signup`;

/** One conversation by its id (spec §2 /chats/{id}). */
export const chatPath = (conversationId: string) => `${paths.chats}/${encodeURIComponent(conversationId)}`;
