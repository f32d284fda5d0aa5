import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen.js';

// The app's i18n module loads its texts through Vite, which Jest has not; this member already speaks English.
jest.unstable_mockModule('../../i18n/i18n.js', () => ({ switchLanguage: jest.fn(async () => undefined) }));
const { LoginRoute } = await import('./login.route.js');
const { useCurrentUser } = await import('../../features/auth/hooks/use-current-user.js');

/** Whom the app takes for the member, as every page reads it. */
const CurrentMember = () => <p>{`member ${useCurrentUser().user?.email ?? 'unknown'}`}</p>;

const ROBIN = { id: '7b0c4d57-5d5e-4a43-9d55-0c7d6b6e2a11', name: 'Robin', email: 'robin@example.com', language: 'en' };
const CHAT = '/members/3f6a1c52-8d4e-4b7a-9c1d-2e5f6a7b8c9d/chat';

/** A page whose code arrives when the test says, as a chunk on a slow line does. */
const slowPage = (text: string) => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const lazy = async () => {
    await arrived;
    return { Component: () => <p>{text}</p> };
  };
  return { lazy, arrive };
};

const logIn = async () => {
  fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: ROBIN.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long enough password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe(LoginRoute.name, () => {
  it('sends a member back to the chat that asked for the login, even when the session is known before that page has loaded', async () => {
    const chat = slowPage('the chat');
    const { router } = await renderScreen(
      <>
        <LoginRoute />
        <CurrentMember />
      </>,
      { 'GET /api/user.php': { body: { user: null } }, 'POST /api/user.php': { body: { user: ROBIN } } },
      {
        route: { pathname: '/login', state: { from: CHAT } },
        routes: [
          { path: '/members/:id/chat', lazy: chat.lazy },
          { path: '/members', element: <p>the search</p> },
        ],
      },
    );
    expect(await screen.findByText('You need to be logged in to chat.')).toBeInTheDocument();
    await logIn();
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    // The login stores the member while the chat's code is still on its way.
    expect(await screen.findByText(`member ${ROBIN.email}`)).toBeInTheDocument();
    expect(router.state.navigation.state).toBe('loading');
    chat.arrive();
    expect(await screen.findByText('the chat')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(CHAT);
  });

  it('sends a member who logs in without being asked to the members area', async () => {
    const { router } = await renderScreen(
      <LoginRoute />,
      { 'GET /api/user.php': { body: { user: null } }, 'POST /api/user.php': { body: { user: ROBIN } } },
      { route: '/login', routes: [{ path: '/members', element: <p>the search</p> }] },
    );
    await logIn();
    expect(await screen.findByText('the search')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/members');
  });
});
