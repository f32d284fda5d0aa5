import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../../testing/render-screen.js';

// The app's i18n module loads its texts through Vite, which Jest has not; logging out never switches the language.
jest.unstable_mockModule('../../../i18n/i18n.js', () => ({ switchLanguage: jest.fn() }));
const { useCurrentUser } = await import('../hooks/use-current-user.js');
const { Logout } = await import('./logout.js');

const ROBIN = { id: '7b0c4d57-5d5e-4a43-9d55-0c7d6b6e2a11', name: 'Robin', email: 'robin@example.com' };

/** Whether the home page knew a member each time it showed: the real one sends a member it knows to the members area. */
const homeSaw: (boolean | undefined)[] = [];
const Home = () => {
  const { loggedIn } = useCurrentUser();
  homeSaw.push(loggedIn);
  return <p>{loggedIn ? 'still a member' : 'home'}</p>;
};

/** The device's Cache Storage, whose forgetting of the last push ends when the test says. */
const slowCaches = () => {
  let forgotten: () => void = () => undefined;
  const deleting = new Promise<boolean>((resolve) => (forgotten = () => resolve(true)));
  Object.assign(globalThis, { caches: { delete: () => deleting } });
  return { forgotten };
};

type Store = Awaited<ReturnType<typeof renderScreen>>['store'];

const logoutAnswered = (store: Store) =>
  Object.values(store.getState().api.mutations).some((mutation) => mutation?.endpointName === 'logout' && mutation.status === 'fulfilled');

describe(Logout.name, () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'caches'));

  it('goes home once the server ended the session and the member is forgotten, however late the device forgets the last push', async () => {
    const device = slowCaches();
    let answer: () => void = () => undefined;
    const ended = new Promise<{ body: unknown }>((resolve) => (answer = () => resolve({ body: { logged_out: true } })));
    const { router, calls, store } = await renderScreen(
      <Logout />,
      { 'GET /api/user.php': { body: { user: ROBIN } }, 'POST /api/logout.php': () => ended },
      { route: '/logout', routes: [{ path: '/', element: <Home /> }] },
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/logout.php')).toBe(true));
    answer();
    // Until the page has the server's answer, or has already left (which the next line reports).
    await waitFor(() => expect(logoutAnswered(store) || router.state.location.pathname !== '/logout').toBe(true));
    // Whatever the answer set off has run.
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/logout');
    device.forgotten();
    await screen.findByText('home');
    expect(router.state.location.pathname).toBe('/');
    expect(homeSaw).not.toContain(true);
  });
});
