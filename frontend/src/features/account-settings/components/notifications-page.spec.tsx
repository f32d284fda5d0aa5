import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@dating/domain';
import { renderScreen } from '../../../testing/render-screen.js';
import { NotificationsPage } from './notifications-page.js';

const NEW_MEMBER = { preferences: DEFAULT_NOTIFICATION_PREFERENCES, disabled: [] };

describe('E-mail notifications page', () => {
  it('shows a new member’s marketing mails apart and off, and records switching one on as the opt-in', async () => {
    const { calls } = await renderScreen(<NotificationsPage email="anna@example.com" />, {
      'GET /api/notifications.php': { body: NEW_MEMBER },
      'PUT /api/notifications.php': ({ body }) => ({ body: { ...NEW_MEMBER, preferences: { ...NEW_MEMBER.preferences, ...(body as typeof NEW_MEMBER).preferences } } }),
    });
    const marketing = within(await screen.findByRole('region', { name: 'News and offers' }));
    expect(marketing.getByText('We only send these e-mails if you switch them on. You can switch them off again at any time.')).toBeInTheDocument();
    const switches = marketing.getAllByRole('switch') as HTMLInputElement[];
    expect(switches.map((control) => [control.id, control.checked])).toEqual([
      ['notification-promotions', false],
      ['notification-weekly_updates', false],
      ['notification-news', false],
    ]);
    expect(screen.getByRole('switch', { name: 'New messages' })).toBeChecked();

    await userEvent.click(marketing.getByRole('switch', { name: 'News' }));

    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/api/notifications.php', body: { preferences: { news: true } } }));
    await waitFor(() => expect(marketing.getByRole('switch', { name: 'News' })).toBeChecked());
  });
});
