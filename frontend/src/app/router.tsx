import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { StaticPageProps } from '../features/pages/components/static-page.js';
import { PageSpinner } from '../components/ui/page-spinner.js';
import { paths } from '../config/paths.js';
import { DefaultLayout } from './layouts/default-layout.js';
import { ChatLayout } from './layouts/chat-layout.js';
import { EmptyLayout } from './layouts/empty-layout.js';
import { LanderLayout } from './layouts/lander-layout.js';
import { RouteError } from './routes/route-error.js';
import { loadAllTexts } from '../i18n/i18n.js';
import { followRouter } from '../lib/router-rest.js';

// Static pages (spec §2): each page its own chunk, handed the site settings by one route wrapper.
const staticPage = (path: string, load: () => Promise<ComponentType<StaticPageProps>>): RouteObject => ({
  path,
  lazy: async () => {
    const [Page, { staticPageRoute }] = await Promise.all([load(), import('./routes/static-page.route.js')]);
    return { Component: staticPageRoute(Page) };
  },
});

const staticPageRoutes: RouteObject[] = [
  staticPage(paths.terms, () => import('../features/pages/components/terms-page.js').then((m) => m.TermsPage)),
  staticPage(paths.privacy, () => import('../features/pages/components/privacy-page.js').then((m) => m.PrivacyPage)),
  staticPage(paths.cookies, () => import('../features/pages/components/cookies-page.js').then((m) => m.CookiesPage)),
  staticPage(paths.ban, () => import('../features/pages/components/ban-page.js').then((m) => m.BanPage)),
  staticPage(paths.returnPolicy, () =>
    import('../features/pages/components/return-policy-page.js').then((m) => m.ReturnPolicyPage),
  ),
  staticPage(paths.faq, () => import('../features/pages/components/faq-page.js').then((m) => m.FaqPage)),
  staticPage(paths.service, () => import('../features/pages/components/service-page.js').then((m) => m.ServicePage)),
  staticPage(paths.complaints, () =>
    import('../features/pages/components/complaints-page.js').then((m) => m.ComplaintsPage),
  ),
  staticPage(paths.pricing, () => import('../features/pages/components/pricing-page.js').then((m) => m.PricingPage)),
];

// Every screen is its own chunk, loaded when its route is first visited.
const defaultLayoutRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home.route.js').then((m) => ({ Component: m.HomeRoute })) },
  { path: paths.login, lazy: () => import('./routes/login.route.js').then((m) => ({ Component: m.LoginRoute })) },
  { path: paths.signup, lazy: () => import('./routes/signup.route.js').then((m) => ({ Component: m.SignupRoute })) },
  { path: paths.members, lazy: () => import('./routes/members.route.js').then((m) => ({ Component: m.MembersRoute })) },
  {
    path: paths.memberProfile,
    lazy: () => import('./routes/member-profile.route.js').then((m) => ({ Component: m.MemberProfileRoute })),
  },
  {
    path: paths.myProfile,
    lazy: () => import('./routes/my-profile.route.js').then((m) => ({ Component: m.MyProfileRoute })),
  },
  {
    path: paths.matchFinder,
    lazy: () => import('./routes/match-finder.route.js').then((m) => ({ Component: m.MatchFinderRoute })),
  },
  {
    path: paths.moderation,
    lazy: () => import('./routes/moderation.route.js').then((m) => ({ Component: m.ModerationRoute })),
  },
  {
    path: paths.staffReports,
    lazy: () => import('./routes/staff-reports.route.js').then((m) => ({ Component: m.StaffReportsRoute })),
  },
  {
    path: paths.staffPageBounces,
    lazy: () => import('./routes/staff-page-bounces.route.js').then((m) => ({ Component: m.StaffPageBouncesRoute })),
  },
  {
    path: paths.staffInsights,
    lazy: () => import('./routes/staff-insights.route.js').then((m) => ({ Component: m.StaffInsightsRoute })),
  },
  {
    path: paths.activateDone,
    lazy: () => import('./routes/activate-done.route.js').then((m) => ({ Component: m.ActivateDoneRoute })),
  },
  {
    path: paths.activateError,
    lazy: () => import('./routes/activate-error.route.js').then((m) => ({ Component: m.ActivateErrorRoute })),
  },
  {
    path: paths.completeSignup,
    lazy: () => import('./routes/complete-signup.route.js').then((m) => ({ Component: m.CompleteSignupRoute })),
  },
  {
    path: paths.resetPassword,
    lazy: () => import('./routes/reset-password.route.js').then((m) => ({ Component: m.ResetPasswordRoute })),
  },
  {
    path: paths.resetPasswordDo,
    lazy: () => import('./routes/reset-password-do.route.js').then((m) => ({ Component: m.ResetPasswordDoRoute })),
  },
  {
    path: paths.notifications,
    lazy: () => import('./routes/notifications.route.js').then((m) => ({ Component: m.NotificationsRoute })),
  },
  {
    path: paths.accountDeleted,
    lazy: () => import('./routes/account-deleted.route.js').then((m) => ({ Component: m.AccountDeletedRoute })),
  },
  {
    path: paths.mailChangeDo,
    lazy: () => import('./routes/mail-change-do.route.js').then((m) => ({ Component: m.MailChangeDoRoute })),
  },
  {
    path: paths.unsubscribe,
    lazy: () => import('./routes/unsubscribe.route.js').then((m) => ({ Component: m.UnsubscribeRoute })),
  },
  { path: paths.credits, lazy: () => import('./routes/credits.route.js').then((m) => ({ Component: m.CreditsRoute })) },
  // Before the bundle route: its own path would otherwise read as bundle "repeat-order".
  {
    path: paths.creditsRepeatOrder,
    lazy: () => import('./routes/credits-repeat-order.route.js').then((m) => ({ Component: m.CreditsRepeatOrderRoute })),
  },
  {
    path: paths.creditsBundle,
    lazy: () => import('./routes/credits-bundle.route.js').then((m) => ({ Component: m.CreditsBundleRoute })),
  },
  { path: paths.premium, lazy: () => import('./routes/premium.route.js').then((m) => ({ Component: m.PremiumRoute })) },
  {
    path: paths.transactions,
    lazy: () => import('./routes/transactions.route.js').then((m) => ({ Component: m.TransactionsRoute })),
  },
  {
    path: paths.directDebit,
    lazy: () => import('./routes/direct-debit.route.js').then((m) => ({ Component: m.DirectDebitRoute })),
  },
  { path: paths.likes, lazy: () => import('./routes/likes.route.js').then((m) => ({ Component: m.LikesRoute })) },
  { path: paths.likesMatch, lazy: () => import('./routes/likes-match.route.js').then((m) => ({ Component: m.LikesMatchRoute })) },
  { path: paths.likesType, lazy: () => import('./routes/likes.route.js').then((m) => ({ Component: m.LikesRoute })) },
  { path: paths.swipeGame, lazy: () => import('./routes/swipe-game.route.js').then((m) => ({ Component: m.SwipeGameRoute })) },
  {
    path: paths.signupMatches,
    lazy: () => import('./routes/signup-matches.route.js').then((m) => ({ Component: m.SignupMatchesRoute })),
  },
  { path: paths.langConfig, lazy: () => import('./routes/lang-config.route.js').then((m) => ({ Component: m.LangConfigRoute })) },
  ...staticPageRoutes,
  { path: '*', lazy: () => import('./routes/not-found.route.js').then((m) => ({ Component: m.NotFoundRoute })) },
];

// Spec §2 chat layout: the conversation fills the screen between the navigation and the bottom.
const chatLayoutRoutes: RouteObject[] = [
  { path: paths.chats, lazy: () => import('./routes/chats.route.js').then((m) => ({ Component: m.ChatsRoute })) },
  { path: paths.chat, lazy: () => import('./routes/conversation.route.js').then((m) => ({ Component: m.ChatRoute })) },
  { path: paths.memberChat, lazy: () => import('./routes/conversation.route.js').then((m) => ({ Component: m.MemberChatRoute })) },
];

// Spec §2 lander layout: the landing pages ads lead to, with a logo bar instead of the navigation.
const landerLayoutRoutes: RouteObject[] = [
  { path: paths.landerSwipe, lazy: () => import('./routes/lander.route.js').then((m) => ({ Component: m.SwipeLanderRoute })) },
  { path: paths.lander, lazy: () => import('./routes/lander.route.js').then((m) => ({ Component: m.LanderRoute })) },
  { path: paths.memberLanding, lazy: () => import('./routes/member-lander.route.js').then((m) => ({ Component: m.MemberLandingRoute })) },
  { path: paths.memberLanding2, lazy: () => import('./routes/member-lander.route.js').then((m) => ({ Component: m.MemberLanding2Route })) },
  { path: paths.memberLanding3, lazy: () => import('./routes/member-lander.route.js').then((m) => ({ Component: m.MemberLanding3Route })) },
  { path: paths.memberSignup, lazy: () => import('./routes/member-lander.route.js').then((m) => ({ Component: m.MemberSignupRoute })) },
];

const emptyLayoutRoutes: RouteObject[] = [
  { path: paths.logout, lazy: () => import('./routes/logout.route.js').then((m) => ({ Component: m.LogoutRoute })) },
];

/** Each screen but the home page renders once all its texts are there, so it never flashes untranslated keys. */
const withAllTexts = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const { lazy } = route;
    if (route.index || typeof lazy !== 'function') return route;
    return { ...route, lazy: async () => (await Promise.all([lazy(), loadAllTexts()]))[0] } as RouteObject;
  });

/** Every route of the app: the browser's router and the server's renderer use the same table. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { Component: DefaultLayout, children: [{ ErrorBoundary: RouteError, children: withAllTexts(defaultLayoutRoutes) }] },
      { Component: ChatLayout, children: [{ ErrorBoundary: RouteError, children: withAllTexts(chatLayoutRoutes) }] },
      { Component: LanderLayout, children: [{ ErrorBoundary: RouteError, children: withAllTexts(landerLayoutRoutes) }] },
      { Component: EmptyLayout, children: withAllTexts(emptyLayoutRoutes) },
    ],
  },
];

/**
 * The browser's router. Over the server's rendering of a page its screen's chunks load first, so the router's first
 * render is that page (not the fallback spinner) and hydration changes nothing on screen.
 */
export const createAppRouter = async (hydrating: boolean) => {
  if (hydrating) {
    const lazyRoutes = (matchRoutes(routes, window.location) ?? []).map((match) => match.route).filter((route) => typeof route.lazy === 'function');
    await Promise.all(
      lazyRoutes.map(async (route) => {
        const resolved = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, resolved, { lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes);
  followRouter(router);
  return router;
};
