import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWIPE_LIKES_PER_DAY, type SwipeCard, type SwipeRequest } from '@dating/domain';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { renderScreen, type FakeApi } from '../../../testing/render-screen.js';
import { SwipeGamePage } from './swipe-game-page.js';

const card = (index: number): SwipeCard => ({
  id: `member-${index}`,
  name: `Member ${index}`,
  age: 30,
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
  main_image: null,
  fictional: false,
  interests: ['coffee'],
});
const NEXT_DAY = '2099-01-01T23:00:00.000Z';

/** The swipe game's server: ten cards, four likes, passes free. */
const swipeServer = (likesLeft = SWIPE_LIKES_PER_DAY): FakeApi => {
  let left = likesLeft;
  const swiped = new Set<string>();
  return {
    'GET /api/swipe-game.php': () => ({
      body: { cards: Array.from({ length: 10 }, (_, index) => card(index)).filter((each) => !swiped.has(each.id)), likes_left: left, next_like_at: left ? null : NEXT_DAY },
    }),
    'POST /api/swipe.php': (call) => {
      const { member_id, choice } = call.body as SwipeRequest;
      if (choice === 'like' && left === 0) return { status: 429, body: { statusCode: 429, code: 'SWIPE.NO_LIKES_LEFT', params: { next_like_at: NEXT_DAY } } };
      swiped.add(member_id);
      if (choice === 'like') left -= 1;
      return { body: { likes_left: left, next_like_at: left ? null : NEXT_DAY, match: false } };
    },
  };
};

const renderGame = (api: FakeApi) => renderScreen(<SwipeGamePage fictionalNotice={{} as FictionalNotice} />, api, { route: '/swipe-game' });

describe(SwipeGamePage.name, () => {
  it('shows a card with name, age, city and interests, and the likes left today', async () => {
    await renderGame(swipeServer());
    expect(await screen.findByRole('heading', { name: /^Member 0\b/ })).toBeTruthy();
    expect(screen.getByText('Utrecht')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Interests' }).textContent).toContain('Coffee');
    expect(screen.getByText('4 likes left today')).toBeTruthy();
  });

  it('replaces the like button with the waiting time and the premium claim once the fourth like is given', async () => {
    const { calls } = await renderGame(swipeServer());
    for (let like = 0; like < SWIPE_LIKES_PER_DAY; like += 1) {
      await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
      await screen.findByRole('heading', { name: new RegExp(`^Member ${like + 1}\\b`) });
    }
    expect(await screen.findByText("You have used today's likes.")).toBeTruthy();
    expect(screen.getByText('Next like in')).toBeTruthy();
    expect(screen.getByText('Premium members have 46% more chance of a match.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Premium' }).getAttribute('href')).toBe('/premium');
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    // A right arrow sends nothing more.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(SWIPE_LIKES_PER_DAY);
  });

  it('passes with the left arrow without spending a like, and likes with the right one', async () => {
    const { calls } = await renderGame(swipeServer());
    await screen.findByRole('heading', { name: /^Member 0\b/ });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await screen.findByRole('heading', { name: /^Member 1\b/ });
    expect(screen.getByText('4 likes left today')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText('3 likes left today');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { member_id: 'member-0', choice: 'pass' },
      { member_id: 'member-1', choice: 'like' },
    ]);
    await waitFor(() => expect(screen.getByText('You liked Member 1.')).toBeTruthy());
  });
});
