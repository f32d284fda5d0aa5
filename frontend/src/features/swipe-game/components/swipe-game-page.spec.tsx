import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWIPE_DECK_SIZE, SWIPE_LIKES_PER_DAY, type LikesView, type SwipeCard, type SwipeRequest } from '@dating/domain';
import { MatchAnnouncer } from '../../../components/likes/match-announcer.js';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { renderScreen, type ApiCall, type FakeApi } from '../../../testing/render-screen.js';
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

/** The swipe game's server: `members` to deal (ten at a time, as the real one), four likes, passes free. */
const swipeServer = (likesLeft = SWIPE_LIKES_PER_DAY, members = 10): FakeApi => {
  let left = likesLeft;
  const swiped = new Set<string>();
  return {
    'GET /api/swipe-game.php': () => ({
      body: {
        cards: Array.from({ length: members }, (_, index) => card(index))
          .filter((each) => !swiped.has(each.id))
          .slice(0, SWIPE_DECK_SIZE),
        likes_left: left,
        next_like_at: left ? null : NEXT_DAY,
      },
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
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');
const gets = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/swipe-game.php');

/** Drags the top card `dx` pixels sideways with a finger and lets go. */
const drag = async (dx: number) => {
  const card = document.querySelector('.swipe-card:not(.swipe-card--next)')!;
  await userEvent.pointer([
    { keys: '[TouchA>]', target: card, coords: { clientX: 200, clientY: 300 } },
    { pointerName: 'TouchA', target: card, coords: { clientX: 200 + dx / 2, clientY: 300 } },
    { pointerName: 'TouchA', target: card, coords: { clientX: 200 + dx, clientY: 300 } },
    { keys: '[/TouchA]', target: card, coords: { clientX: 200 + dx, clientY: 300 } },
  ]);
};

describe(SwipeGamePage.name, () => {
  it('shows a card with name, age, city and interests, and the likes left today', async () => {
    await renderGame(swipeServer());
    expect(await screen.findByRole('heading', { name: /^Member 0\b/ })).toBeInTheDocument();
    expect(screen.getByText('Utrecht')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Interests' })).toHaveTextContent('Coffee');
    expect(screen.getByText('4 likes left today')).toBeInTheDocument();
  });

  it('replaces the like button with the waiting time and the premium claim once the fourth like is given', async () => {
    const { calls } = await renderGame(swipeServer());
    for (let like = 0; like < SWIPE_LIKES_PER_DAY; like += 1) {
      await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
      await screen.findByRole('heading', { name: new RegExp(`^Member ${like + 1}\\b`) });
    }
    expect(await screen.findByText("You have used today's likes.")).toBeInTheDocument();
    expect(screen.getByText('Next like in')).toBeInTheDocument();
    expect(screen.getByText('Premium members have 46% more chance of a match.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    // A right arrow sends nothing more.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(SWIPE_LIKES_PER_DAY);
  });

  it('passes with the left arrow without spending a like, and likes with the right one', async () => {
    const { calls } = await renderGame(swipeServer());
    await screen.findByRole('heading', { name: /^Member 0\b/ });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await screen.findByRole('heading', { name: /^Member 1\b/ });
    expect(screen.getByText('4 likes left today')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText('3 likes left today');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { member_id: 'member-0', choice: 'pass' },
      { member_id: 'member-1', choice: 'like' },
    ]);
    expect(await screen.findByText('You liked Member 1.')).toBeInTheDocument();
  });

  it('the fifth like shows the waiting time instead of the like button, and passing goes on for free', async () => {
    const { calls } = await renderGame(swipeServer());
    for (let like = 0; like < SWIPE_LIKES_PER_DAY; like += 1) {
      await screen.findByRole('heading', { name: new RegExp(`^Member ${like}\\b`) });
      fireEvent.keyDown(window, { key: 'ArrowRight' });
    }
    expect(await screen.findByText('Next like in')).toBeInTheDocument();
    expect(screen.getByText(/^\d{2,}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await screen.findByRole('heading', { name: /^Member 5\b/ });
    expect(posts(calls).at(-1)?.body).toEqual({ member_id: 'member-4', choice: 'pass' });
  });

  it('keeps the keyboard on the pass button when the last like takes the like button away', async () => {
    await renderGame(swipeServer(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    await screen.findByText('Next like in');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pass' }));
    expect(screen.getByText("You liked Member 0. You have used today's likes.")).toBeInTheDocument();
  });

  it('shows the wait and keeps the card when the server refuses a like another tab already used', async () => {
    const api = swipeServer();
    api['POST /api/swipe.php'] = () => ({ status: 429, body: { statusCode: 429, code: 'SWIPE.NO_LIKES_LEFT', params: { next_like_at: NEXT_DAY } } });
    await renderGame(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Premium members have 46% more chance of a match.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Member 0\b/ })).toBeInTheDocument();
  });

  it('likes a card dragged more than 100 px right, passes one dragged left, and lets a short drag snap back', async () => {
    const { calls } = await renderGame(swipeServer());
    await screen.findByRole('heading', { name: /^Member 0\b/ });
    await drag(60);
    expect(posts(calls)).toEqual([]);
    await drag(140);
    await screen.findByRole('heading', { name: /^Member 1\b/ });
    await drag(-140);
    await screen.findByRole('heading', { name: /^Member 2\b/ });
    expect(posts(calls).map((call) => call.body)).toEqual([
      { member_id: 'member-0', choice: 'like' },
      { member_id: 'member-1', choice: 'pass' },
    ]);
  });

  it('leaves Alt+ArrowLeft to the browser and swipes once for a key held down', async () => {
    const { calls } = await renderGame(swipeServer());
    await screen.findByRole('heading', { name: /^Member 0\b/ });
    fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    fireEvent.keyDown(window, { key: 'ArrowLeft', repeat: true });
    expect(posts(calls)).toEqual([]);
  });

  it('shows the match modal when a swipe makes a match', async () => {
    const nobody: LikesView = { profiles: [], liked_by: [], matches: [] };
    const api = swipeServer();
    api['POST /api/swipe.php'] = () => ({ body: { likes_left: 3, next_like_at: null, match: true } });
    api['GET /api/likes.php'] = { body: nobody };
    await renderScreen(
      <MatchAnnouncer memberId="me">
        <SwipeGamePage fictionalNotice={{} as FictionalNotice} />
      </MatchAnnouncer>,
      api,
      { route: '/swipe-game' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('dialog', { name: "It's a match!" })).toBeInTheDocument();
    expect(screen.getByText('You and Member 0 like each other.')).toBeInTheDocument();
  });

  it('deals more cards as the deck runs low, and stops asking once the server has nobody new', async () => {
    const { calls } = await renderGame(swipeServer(SWIPE_LIKES_PER_DAY, 13));
    for (let member = 0; member < 9; member += 1) {
      await screen.findByRole('heading', { name: new RegExp(`^Member ${member}\\b`) });
      fireEvent.keyDown(window, { key: 'ArrowLeft' });
    }
    await screen.findByRole('heading', { name: /^Member 9\b/ });
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
    for (let member = 9; member < 13; member += 1) {
      await screen.findByRole('heading', { name: new RegExp(`^Member ${member}\\b`) });
      fireEvent.keyDown(window, { key: 'ArrowLeft' });
    }
    expect(await screen.findByText('No more members to show right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(gets(calls)).toHaveLength(2);
  });
});
