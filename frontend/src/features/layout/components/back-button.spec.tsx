import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../../testing/render-screen.js';
import { BackButton } from './back-button.js';

const MEMBER = '/members/4f1c2a9e-0c4b-4f7e-9a55-1d2f3e4a5b6c';

describe(BackButton.name, () => {
  it('is not there in a browser, which has a back button of its own', async () => {
    await renderScreen(<BackButton standalone={false} />, {}, { route: MEMBER });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not there in the app on a route without one', async () => {
    await renderScreen(<BackButton standalone />, {}, { route: '/chats' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('goes back to the page the app showed before, in the member’s language', async () => {
    const { router } = await renderScreen(<BackButton standalone />, {}, { route: '/chats', language: 'de' });
    await act(() => router.navigate(MEMBER));
    fireEvent.click(await screen.findByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats'));
  });

  it('goes to the parent page when the app was opened right there, and leaves no way back to it', async () => {
    const { router } = await renderScreen(<BackButton standalone />, {}, { route: '/credits/3/ideal' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/credits');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
