import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../testing/render-screen.js';
import { UnsubscribePage } from './unsubscribe-page.js';

const TOKEN = 'bWVtYmVyLTEKbmV3X21lc3NhZ2Vz-AbC_123';
const ROUTE = `/unsubscribe?token=${TOKEN}`;
const LINK = 'GET /api/unsubscribe.php';
const UNSUBSCRIBE = 'POST /api/unsubscribe.php';
const LINK_INVALID = { status: 400, body: { statusCode: 400, code: 'UNSUBSCRIBE.LINK_INVALID' } };
const LINK_INVALID_TEXT = 'This unsubscribe link does not work. Use the link in one of our e-mails, or change your e-mail notifications in your settings.';

/** Every URL the page fetched, with its query, in order. */
const fetchedUrls = () =>
  (globalThis.fetch as jest.Mock<(request: Request) => Promise<Response>>).mock.calls.map(([request]) => {
    const url = new URL(request.url);
    return `${request.method} ${url.pathname}${url.search}`;
  });

describe('The page of a mail’s unsubscribe link', () => {
  it('names the mails the link stops and stops them only once asked, then offers a member the notification settings', async () => {
    const { calls } = await renderScreen(
      <UnsubscribePage token={TOKEN} loggedIn />,
      { [LINK]: { body: { preference: 'new_messages', alreadyOff: false } }, [UNSUBSCRIBE]: { body: { preference: 'new_messages' } } },
      { route: ROUTE },
    );

    expect(await screen.findByRole('heading', { name: 'Unsubscribe from e-mails' })).toBeInTheDocument();
    expect(screen.getByText('You will no longer receive e-mails about:')).toBeInTheDocument();
    expect(screen.getByText('New messages')).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['GET']);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    const done = await screen.findByRole('heading', { name: 'You are unsubscribed' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText('New messages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your e-mail notifications' })).toHaveAttribute('href', '/notifications');
    expect(fetchedUrls()).toEqual([`GET /api/unsubscribe.php?token=${TOKEN}`, `POST /api/unsubscribe.php?token=${TOKEN}`]);
  });

  it('says so at once when the mails are off already, and sends a visitor to the home page', async () => {
    const { calls } = await renderScreen(<UnsubscribePage token={TOKEN} loggedIn={false} />, { [LINK]: { body: { preference: 'like', alreadyOff: true } } }, { route: ROUTE });

    expect(await screen.findByRole('heading', { name: 'You were already unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('Likes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('explains a link that is not ours, and one that lost its token without asking', async () => {
    const forged = await renderScreen(<UnsubscribePage token="forged" loggedIn={false} />, { [LINK]: LINK_INVALID }, { route: '/unsubscribe?token=forged' });
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(LINK_INVALID_TEXT)).toBeInTheDocument();
    forged.unmount();

    const { calls } = await renderScreen(<UnsubscribePage token={null} loggedIn={false} />, {}, { route: '/unsubscribe' });
    expect(await screen.findByText(LINK_INVALID_TEXT)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('explains the link of an account that no longer exists', async () => {
    await renderScreen(<UnsubscribePage token={TOKEN} loggedIn={false} />, { [LINK]: { status: 410, body: { statusCode: 410, code: 'UNSUBSCRIBE.MEMBER_GONE' } } }, { route: ROUTE });
    expect(await screen.findByText('This account no longer exists. We no longer send any e-mails to it.')).toBeInTheDocument();
  });

  it('shows why the click failed and keeps the button for another try', async () => {
    await renderScreen(
      <UnsubscribePage token={TOKEN} loggedIn={false} />,
      { [LINK]: { body: { preference: 'weekly_updates', alreadyOff: false } }, [UNSUBSCRIBE]: { status: 429, body: { statusCode: 429, code: 'REQUEST.RATE_LIMITED', params: { seconds: 30 } } } },
      { route: ROUTE },
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/30/);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });
});
