import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LikesView } from '@dating/domain';
import { renderScreen, type FakeApi } from '../../testing/render-screen.js';
import { LikeButton } from './like-button.js';
import { MatchAnnouncer } from './match-announcer.js';

const ANNA = { id: 'anna-id', name: 'Anna', main_image: null };
const NOBODY: LikesView = { profiles: [], liked_by: [], matches: [] };

/** A server where Anna already likes the member: liking her back makes the match. */
const annaLikesBack = (): FakeApi => {
  let liked = false;
  return {
    'GET /api/likes.php': () => ({ body: liked ? { ...NOBODY, profiles: [{ ...ANNA, age: 30, country: 'NL', region: null, city: null, fictional: false, liked_at: '' }] } : NOBODY }),
    'POST /api/like.php': () => {
      liked = true;
      return { status: 201, body: { liked: true, match: true } };
    },
  };
};

describe(LikeButton.name, () => {
  beforeEach(() => window.localStorage.clear());

  it('asks a visitor to log in or sign up, and sends nothing', async () => {
    const { calls } = await renderScreen(<LikeButton member={ANNA} loggedIn={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(screen.getByRole('dialog', { name: 'Log in to like' })).toBeInTheDocument();
    expect(screen.getByText('You must be logged in to like members.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows the match modal when the like is returned, and a click anywhere closes it', async () => {
    const { calls } = await renderScreen(
      <MatchAnnouncer memberId="me">
        <LikeButton member={ANNA} loggedIn />
      </MatchAnnouncer>,
      annaLikesBack(),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('dialog', { name: "It's a match!" })).toBeInTheDocument();
    expect(screen.getByText('You and Anna like each other.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', path: '/api/like.php', body: { member_id: 'anna-id' } });
    await userEvent.click(screen.getByText('You and Anna like each other.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pops the match up without blocking the page: a message to the member, their profile, or swiping on', async () => {
    await renderScreen(
      <MatchAnnouncer memberId="me">
        <LikeButton member={ANNA} loggedIn />
      </MatchAnnouncer>,
      annaLikesBack(),
    );
    const like = await screen.findByRole('button', { name: 'Like' });
    await userEvent.click(like);
    const popup = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(popup).toHaveAttribute('aria-modal', 'false');
    expect(popup).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/members/anna-id/chat');
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/members/anna-id');
    await userEvent.click(screen.getByRole('button', { name: 'Keep swiping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus goes back where the member was.
    expect(screen.getByRole('button', { name: 'Liked' })).toHaveFocus();
  });

  it('says why a like was refused', async () => {
    await renderScreen(<LikeButton member={ANNA} loggedIn />, {
      'GET /api/likes.php': { body: NOBODY },
      'POST /api/like.php': { status: 409, body: { statusCode: 409, code: 'LIKE.MEMBER_BLOCKED' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have blocked this member. Unblock them to like them.');
  });
});
