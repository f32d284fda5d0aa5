import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import type { MemberProfile } from '../../../types/profiles.js';
import { renderScreen, type FakeApi } from '../../../testing/render-screen.js';
import { MemberProfilePage } from './member-profile-page.js';

const ANNA = 'anna-id';
// Anna is a real member and the similar profiles are none: no fictional notice is shown.
const NO_FICTIONAL_NOTICE = {} as FictionalNotice;
const photo = (id: string) => ({ id, url: `/api/photo.php?id=${id}`, thumb_url: `/api/photo.php?id=${id}&size=thumb` });

const annaAsSeenBy = (blockedByMe: boolean, morePhotos = 0): MemberProfile => ({
  id: ANNA,
  name: 'Anna',
  age: 31,
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
  main_image: photo('a1'),
  fictional: false,
  details: { hair_colour: 'red' },
  about_me: 'Cyclist and coffee lover.',
  interests: ['coffee'],
  photos: [photo('a1'), photo('a2')],
  more_photos: morePhotos,
  blocked_by_me: blockedByMe,
}) as MemberProfile;

/** A server that remembers the block: the profile says blocked_by_me once blocked, as the API does. */
const serverWithBlock = (): FakeApi => {
  let blocked = false;
  return {
    'GET /api/profile.php': () => ({ body: { profile: annaAsSeenBy(blocked) } }),
    'GET /api/similar.php': { body: { results: [] } },
    'POST /api/block.php': () => {
      blocked = true;
      return { status: 201, body: { blocked: true } };
    },
    'DELETE /api/block.php': () => {
      blocked = false;
      return { body: { blocked: false } };
    },
  };
};

const renderProfile = (api: FakeApi, { visitor = false } = {}) =>
  renderScreen(
    <MemberProfilePage memberId={ANNA} viewerId={visitor ? undefined : 'viewer-id'} visibleFields={['age', 'city', 'hair_colour', 'interests']} fictionalNotice={NO_FICTIONAL_NOTICE} />,
    api,
    { route: `/members/${ANNA}` },
  );

/** Anna with photos only premium members see, and no block either way. */
const annaWithMorePhotos = (morePhotos: number): FakeApi => ({
  'GET /api/profile.php': { body: { profile: annaAsSeenBy(false, morePhotos) } },
  'GET /api/similar.php': { body: { results: [] } },
});

const NOTICE = "You blocked Anna. You don't see each other in search or chats.";
const photoSources = (container: HTMLElement) => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe(MemberProfilePage.name, () => {
  it('blocking hides the photos and shows the notice, unblocking brings them back', async () => {
    const { container, calls } = await renderProfile(serverWithBlock());
    expect(await screen.findByRole('img', { name: 'Photo of Anna' })).toBeInTheDocument();
    expect(photoSources(container)).toEqual(['/api/photo.php?id=a1', '/api/photo.php?id=a1&size=thumb', '/api/photo.php?id=a2&size=thumb']);

    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Block Anna?' })).getByRole('button', { name: 'Block' }));

    // The server now refuses Anna's photos to the blocker too: no <img> may point at them.
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(photoSources(container)).toEqual([]);
    expect(screen.queryByText('Cyclist and coffee lover.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Anna');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unblock' }));

    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('img', { name: 'Photo of Anna' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.getByText('Cyclist and coffee lover.')).toBeInTheDocument();
    expect(photoSources(container)).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Block' }));
    expect(calls.filter((call) => call.path === '/api/block.php').map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('hides the photos as soon as the block is taken, before the profile is fetched again', async () => {
    const api = serverWithBlock();
    const fetchProfile = api['GET /api/profile.php'] as () => { body: unknown };
    let answerRefetch: (() => void) | undefined;
    let fetches = 0;
    const { container } = await renderProfile({
      ...api,
      // The first answer at once, the one after the block only when the test says so.
      'GET /api/profile.php': () => {
        fetches += 1;
        return fetches === 1 ? fetchProfile() : new Promise((resolve) => (answerRefetch = () => resolve(fetchProfile())));
      },
    });
    await screen.findByRole('img', { name: 'Photo of Anna' });
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Block Anna?' })).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(photoSources(container)).toEqual([]);
    expect(fetches).toBe(2);
    answerRefetch?.();
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  describe('photos only premium members see', () => {
    it('are counted for a member, with the way to premium', async () => {
      await renderProfile(annaWithMorePhotos(4));
      expect(await screen.findByText('4 more photos for premium members.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    });

    it('are counted for a visitor, whose login comes back to this profile', async () => {
      const { router } = await renderProfile(annaWithMorePhotos(1), { visitor: true });
      expect(await screen.findByText('1 more photo for premium members.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toEqual({ from: `/members/${ANNA}` });
    });

    it('are not mentioned when there are none', async () => {
      await renderProfile(annaWithMorePhotos(0));
      await screen.findByRole('img', { name: 'Photo of Anna' });
      expect(screen.queryByText(/more photos? for premium members/)).not.toBeInTheDocument();
    });
  });

  it('opens on the notice without photos for a member blocked earlier', async () => {
    const { container } = await renderProfile({
      'GET /api/profile.php': { body: { profile: annaAsSeenBy(true) } },
      'GET /api/similar.php': { body: { results: [] } },
    });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(photoSources(container)).toEqual([]);
  });
});
