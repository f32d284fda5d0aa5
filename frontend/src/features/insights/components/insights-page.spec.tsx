import { fireEvent, screen, within } from '@testing-library/react';
import type { FunnelCounts, InsightsView } from '@dating/domain';
import { renderScreen } from '../../../testing/render-screen.js';
import { InsightsPage } from './insights-page.js';

const NOW = new Date('2026-11-28T09:00:00.000Z');
const counts = (signedUp: number | null, rest: number | null = null): FunnelCounts => ({
  signed_up: signedUp, activated: rest, completed_profile: rest, liked: rest, matched: rest, messaged: rest, purchased: rest, purchased_twice: null,
});
const VIEW: InsightsView = {
  funnel: counts(40, 12),
  funnel_by: { network: [{ value: 'adnet', ...counts(31, 11) }, { value: null, ...counts(null) }], site: [], country: [], week: [{ value: '2026-11-23', ...counts(40, 12) }] },
  retention: [{ week: '2026-11-23', members: 40, retained: [1, null] }],
  revenue: [],
  revenue_by: { country: [], method: [], bundle: [] },
  messaging: [],
  moderation: [],
  choices: { sites: ['flirt.example'], countries: ['NL'], languages: ['nl'] },
};

describe(InsightsPage.name, () => {
  it('shows the funnel by traffic source, a figure under 10 members as "< 10", and says where the lake has nothing', async () => {
    await renderScreen(<InsightsPage now={NOW} />, { 'GET /api/staff/insights.php': { body: VIEW } });
    const funnel = await screen.findByRole('region', { name: 'Funnel' });
    const rows = within(funnel).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent));
    expect(rows).toEqual([['31', '11'], ['< 10', '< 10']]);
    expect(within(funnel).getByText('none')).toBeInTheDocument();
    expect(within(funnel).getAllByTitle('Fewer than 10 members: not shown').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: 'Messages' })).getByText('The lake holds no figures for these days yet.')).toBeInTheDocument();
  });

  it('asks for the last four weeks first, then for the country chosen among those offered', async () => {
    const { calls } = await renderScreen(<InsightsPage now={NOW} />, { 'GET /api/staff/insights.php': { body: VIEW } });
    await screen.findByRole('region', { name: 'Funnel' });
    expect(calls[0]!.query).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('region', { name: 'Funnel' });
    expect(calls.at(-1)!.query).toEqual({ from: '2026-11-01', to: '2026-11-28', country: 'NL' });
  });
});
