import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LikesView, ProfileCard } from '@dating/domain';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { renderScreen, type FakeApi } from '../../../testing/render-screen.js';
import { SignupMatchesPage } from './signup-matches-page.js';

const suggestion = (name: string): ProfileCard => ({
  id: `${name.toLowerCase()}-id`,
  name,
  age: 31,
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
  main_image: null,
  fictional: false,
});
const NOBODY: LikesView = { profiles: [], liked_by: [], matches: [] };

const renderPage = (api: FakeApi) => renderScreen(<SignupMatchesPage fictionalNotice={{} as FictionalNotice} />, api, { route: '/signup-matches' });

describe(SignupMatchesPage.name, () => {
  it('shows the suggestions for a new member, each with a like button, and the way on to the search and the swipe game', async () => {
    await renderPage({ 'GET /api/signup-matches.php': { body: { results: [suggestion('Anna'), suggestion('Bea')] } }, 'GET /api/likes.php': { body: NOBODY } });
    expect(screen.getByRole('heading', { level: 1, name: 'Your first matches' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your first matches' });
    expect(list).toHaveTextContent('Anna');
    expect(screen.getByRole('button', { name: 'Like Anna' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like Bea' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(screen.getByRole('link', { name: 'Play the swipe game' })).toHaveAttribute('href', '/swipe-game');
  });

  it('likes a suggestion with its button', async () => {
    const { calls } = await renderPage({
      'GET /api/signup-matches.php': { body: { results: [suggestion('Anna')] } },
      'GET /api/likes.php': { body: NOBODY },
      'POST /api/like.php': { status: 201, body: { liked: true, match: false } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Like Anna' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/api/like.php', body: { member_id: 'anna-id' } }]);
  });

  it('says when there are no suggestions yet, and still leads on to the search', async () => {
    await renderPage({ 'GET /api/signup-matches.php': { body: { results: [] } }, 'GET /api/likes.php': { body: NOBODY } });
    expect(await screen.findByText('No suggestions yet. Complete your profile to get them.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toBeInTheDocument();
  });

  it('says the suggestions could not be loaded instead of spinning forever', async () => {
    await renderPage({ 'GET /api/signup-matches.php': { status: 404, body: { statusCode: 404, code: 'GENERIC.NOT_FOUND' } } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(document.querySelector('.spinner-border')).not.toBeInTheDocument();
  });
});
