import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen.js';
import { PageLoading, type LoadingQuery } from './page-loading.js';

const loading = (): LoadingQuery => ({ isError: false, refetch: jest.fn() });
const unanswered = (): LoadingQuery => ({ isError: true, error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, refetch: jest.fn() });
const refused = (code: string): LoadingQuery => ({ isError: true, error: { status: 403, data: { statusCode: 403, code } }, refetch: jest.fn() });

describe(PageLoading.name, () => {
  it('shows a spinner while every query is still loading', async () => {
    await renderScreen(<PageLoading queries={[loading(), loading()]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the page could not be loaded because the member is offline, in their language, and tries again on request', async () => {
    const settings = unanswered();
    await renderScreen(<PageLoading queries={[loading(), settings]} />, {}, { language: 'nl' });
    expect(screen.getByRole('alert')).toHaveTextContent('Deze pagina kon niet worden geladen.');
    expect(screen.getByRole('alert')).toHaveTextContent('Je lijkt offline te zijn.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(settings.refetch).toHaveBeenCalledTimes(1);
  });

  it('tries the failed queries again by itself when the connection comes back, and only those', async () => {
    const user = loading();
    const settings = unanswered();
    await renderScreen(<PageLoading queries={[user, settings]} />);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(settings.refetch).toHaveBeenCalledTimes(1);
    expect(user.refetch).not.toHaveBeenCalled();
  });

  it('gives the server’s reason when it answered with one', async () => {
    await renderScreen(<PageLoading queries={[refused('AUTH.AUTHENTICATION_REQUIRED')]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You need to be logged in to do this');
    expect(screen.getByRole('alert')).not.toHaveTextContent('offline');
  });
});
