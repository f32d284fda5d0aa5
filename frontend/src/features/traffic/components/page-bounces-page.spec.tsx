import { fireEvent, screen, within } from '@testing-library/react';
import type { PageBouncesView } from '@dating/domain';
import { renderScreen } from '../../../testing/render-screen.js';
import { PageBouncesPage } from './page-bounces-page.js';

const NOW = new Date('2026-11-28T09:00:00.000Z');
const LINES: PageBouncesView[] = [
  { day: '2026-11-28', path: '/', network: 'adnet', ref: 'spring', bounces: 12, average_seconds_on_page: 9 },
  { day: '2026-11-27', path: '/she', network: null, ref: null, bounces: 1, average_seconds_on_page: 40 },
];

describe(PageBouncesPage.name, () => {
  it('shows the last seven days’ bounces per day, page and source, a missing source as a dash', async () => {
    await renderScreen(<PageBouncesPage now={NOW} />, { 'GET /api/staff/page-bounces.php': { body: { bounces: LINES } } });
    const table = await screen.findByRole('table', { name: 'Bounces from 2026-11-22 to 2026-11-28' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['2026-11-28', '/', 'adnet', 'spring', '12', '9 s'],
      ['2026-11-27', '/she', '—', '—', '1', '40 s'],
    ]);
  });

  it('asks again for the days typed, and says when there were no bounces', async () => {
    const { calls } = await renderScreen(<PageBouncesPage now={NOW} />, { 'GET /api/staff/page-bounces.php': { body: { bounces: [] } } });
    expect(await screen.findByText('No bounces in these days.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('No bounces in these days.');
    expect(calls.filter((call) => call.path === '/api/staff/page-bounces.php')).toHaveLength(2);
  });

  it('keeps to a range that ends before it starts out of the request', async () => {
    const { calls } = await renderScreen(<PageBouncesPage now={NOW} />, { 'GET /api/staff/page-bounces.php': { body: { bounces: [] } } });
    await screen.findByText('No bounces in these days.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-31' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Show' }).closest('form')!);
    await screen.findByText('No bounces in these days.');
    expect(calls).toHaveLength(1);
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-31');
  });
});
