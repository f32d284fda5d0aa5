/** The part of the app's router this module reads. */
interface FollowedRouter {
  readonly state: { readonly location: { readonly pathname: string }; readonly navigation: { readonly state: string } };
}

let followed: FollowedRouter | undefined;

/** The app hands over its router once, as it creates it. */
export const followRouter = (router: FollowedRouter): void => {
  followed = router;
};

/**
 * Whether the router rests at `pathname`: no navigation under way, and none gone elsewhere. React shows the router's
 * news in a transition, so a page can still be on screen, and run its effects, after the member has left it; an
 * address it writes then (relative, as search parameters are) would cancel the way out or land on the next page.
 * Without a followed router (a test renders its own) it rests wherever it is.
 */
export const routerRestsAt = (pathname: string): boolean => !followed || (followed.state.navigation.state === 'idle' && followed.state.location.pathname === pathname);
