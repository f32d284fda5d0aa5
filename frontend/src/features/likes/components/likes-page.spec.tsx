import { screen, within } from '@testing-library/react';
import type { LikesView, ProfileCard } from '@dating/domain';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { LikesPage } from './likes-page.js';

const card = (id: string, name: string): ProfileCard => ({ id, name, age: 30, country: 'NL', region: 'Utrecht', city: 'Utrecht', main_image: null, fictional: false });
const at = '2026-11-25T10:00:00.000Z';

const LIKES: LikesView = {
  profiles: [{ ...card('bert', 'Bert'), liked_at: at }, { ...card('dirk', 'Dirk'), liked_at: at }],
  liked_by: [
    { id: 'carl', like_new: true, liked_at: at, profile: card('carl', 'Carl') },
    { id: 'bert', like_new: false, liked_at: at, profile: card('bert', 'Bert') },
  ],
  matches: [{ id: 'bert', matched_at: at }],
};

const names = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const renderTab = (tab: 'received' | 'given' | 'matches') =>
  renderScreen(<LikesPage tab={tab} fictionalNotice={{} as FictionalNotice} />, { 'GET /api/likes.php': { body: LIKES } }, { route: `/likes/${tab}` });

describe(LikesPage.name, () => {
  it('shows received likes new ones first, marked, with their count on the tab', async () => {
    await renderTab('received');
    const list = await screen.findByRole('list', { name: 'Received' });
    expect(names(list)).toEqual(['Carl, 30', 'Bert, 30']);
    expect(within(list).getAllByText('New')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /^Received/ })).toHaveTextContent('1 new like');
  });

  it('lists the likes given and the matches on their own tabs', async () => {
    await renderTab('given');
    expect(names(await screen.findByRole('list', { name: 'Given' }))).toEqual(['Bert, 30', 'Dirk, 30']);
  });

  it('lists matches with a link to each match', async () => {
    await renderTab('matches');
    const list = await screen.findByRole('list', { name: 'Matches' });
    expect(names(list)).toEqual(['Bert, 30']);
    expect(within(list).getByRole('link', { name: 'Match' })).toHaveAttribute('href', '/likes/m/bert');
  });

  it('invites to the swipe game when nobody liked the member yet', async () => {
    await renderScreen(<LikesPage tab="received" fictionalNotice={{} as FictionalNotice} />, { 'GET /api/likes.php': { body: { profiles: [], liked_by: [], matches: [] } } });
    expect(await screen.findByText('Nobody has liked you yet. Like others and play the swipe game to be seen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play the swipe game' })).toHaveAttribute('href', '/swipe-game');
  });
});
