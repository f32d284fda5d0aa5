import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderScreen } from '../../../testing/render-screen.js';
import type { User } from '../../../types/api.js';
import { PasswordChangedNotice } from './password-changed-notice.js';
import { ResetPasswordPage } from './reset-password-page.js';

const TOKEN = 'bWVtYmVyLWxpbmstdG9rZW4';
const LINK = `/reset-password/do?token=${TOKEN}`;
const CHECK = 'GET /api/password-reset.php';
const LINK_INVALID = { status: 400, body: { statusCode: 400, code: 'PASSWORD_RESET.LINK_INVALID' } };
const INVALID_TEXT = 'Link expired or invalid, please request a new e-mail';
const user = { id: 'm-1', email: 'anna@example.com' } as unknown as User;

/** The link's page, and the members area it opens afterwards (where the app's layout shows the notice). */
const app = (onSignedIn: (user: User) => void = () => undefined) => (
  <Routes>
    <Route path="/reset-password/do" element={<ResetPasswordPage onSignedIn={onSignedIn} />} />
    <Route path="/members" element={<PasswordChangedNotice />} />
  </Routes>
);
const passwordField = () => screen.queryByLabelText('New password', { exact: true });
/** The URLs the page fetched, in order. */
const fetchedUrls = () => (globalThis.fetch as jest.Mock<(request: Request) => Promise<Response>>).mock.calls.map(([request]) => new URL(request.url));

const expectInvalidLinkMessage = async () => {
  expect((await screen.findByRole('alert')).textContent).toBe(INVALID_TEXT);
  expect(passwordField()).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a new e-mail' })).toHaveAttribute('href', '/reset-password');
};

describe('The page of a mailed reset link', () => {
  it('shows a spinner while it asks whether the link still works, then the password fields', async () => {
    let answer!: (value: { body: unknown }) => void;
    const { calls } = await renderScreen(app(), { [CHECK]: () => new Promise((resolve) => (answer = resolve)) }, { route: LINK });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(passwordField()).not.toBeInTheDocument();
    answer({ body: { valid: true } });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(passwordField()).toBeInTheDocument();
    expect(fetchedUrls().map((url) => `${url.pathname}${url.search}`)).toEqual([`/api/password-reset.php?token=${TOKEN}`]);
  });

  it('says a used or expired link does not work, instead of asking for a password, and offers a new mail', async () => {
    await renderScreen(app(), { [CHECK]: LINK_INVALID }, { route: LINK });
    await expectInvalidLinkMessage();
  });

  it('says the same of a token that is no token at all, and of a link that lost its token without asking', async () => {
    const malformed = await renderScreen(app(), { [CHECK]: { status: 400, body: { statusCode: 400, code: 'VALIDATION.INVALID_BODY', fields: { token: 'VALIDATION.INVALID_BODY' } } } }, { route: '/reset-password/do?token=a%00b' });
    await expectInvalidLinkMessage();
    malformed.unmount();

    const { calls } = await renderScreen(app(), {}, { route: '/reset-password/do' });
    await expectInvalidLinkMessage();
    expect(calls).toEqual([]);
  });

  it('leaves it to the form when the check itself fails (a rate limit): sending the password checks the link again', async () => {
    await renderScreen(app(), { [CHECK]: { status: 429, body: { statusCode: 429, code: 'REQUEST.RATE_LIMITED', params: { seconds: 30 } } } }, { route: LINK });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('after the new password, logs the member in and the members area says the password was changed', async () => {
    const onSignedIn = jest.fn<(user: User) => void>();
    const { calls } = await renderScreen(
      app(onSignedIn),
      { [CHECK]: { body: { valid: true } }, 'POST /api/password-reset-do.php': { body: { user } } },
      { route: LINK },
    );
    await userEvent.type((await screen.findByLabelText('New password', { exact: true })), 'a brand new phrase');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a brand new phrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your password has been changed. You are logged in.'));
    expect(onSignedIn).toHaveBeenCalledWith(user);
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/password-reset-do.php',
      body: { token: TOKEN, password: 'a brand new phrase', password_confirmation: 'a brand new phrase' },
    });
  });

  it('says nothing on the members area when no reset led there', async () => {
    await renderScreen(<PasswordChangedNotice />, {}, { route: '/members' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
