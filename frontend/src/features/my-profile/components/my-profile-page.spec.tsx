import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyProfile } from '../../../types/profiles.js';
import { renderScreen, type ApiCall, type FakeApi } from '../../../testing/render-screen.js';
import { MyProfilePage } from './my-profile-page.js';

const ROBIN = 'robin-id';

const profileOf = (changes: Partial<MyProfile> = {}): MyProfile => ({
  id: ROBIN,
  name: 'Robin',
  age: 34,
  country: 'NL',
  region: 'Noord-Holland',
  city: 'Haarlem',
  details: { gender: 'female' },
  about_me: 'Cyclist.',
  interests: [],
  invisible: false,
  photos: [
    { id: 'p1', url: '/api/photo.php?id=p1', thumb_url: '/api/photo.php?id=p1&size=thumb', status: 'active', is_main: true, reason: null },
    { id: 'p2', url: '/api/photo.php?id=p2', thumb_url: '/api/photo.php?id=p2&size=thumb', status: 'active', is_main: false, reason: null },
  ],
  ...changes,
}) as MyProfile;

const API: FakeApi = {
  'GET /api/my-profile.php': { body: { profile: profileOf() } },
  'PUT /api/my-profile.php': ({ body }: ApiCall) => ({ body: { profile: profileOf(body as Partial<MyProfile>) } }),
  'GET /api/interests.php': { body: { interests: ['travelling', 'coffee'] } },
  'GET /api/regions.php': { body: { regions: { NL: ['Noord-Holland'] } } },
  'GET /api/cities.php': { body: { cities: ['Haarlem'] } },
};

const PUBLIC_PROFILE = 'the public profile';

const renderPage = () =>
  renderScreen(<MyProfilePage countries={['NL']} />, API, {
    route: '/profile',
    routes: [{ path: '/members/:id', element: <p>{PUBLIC_PROFILE}</p> }],
  });

const aboutMe = async () => screen.findByRole('region', { name: 'About me' });
const typeAboutMe = async (text: string) => userEvent.type(within(await aboutMe()).getByRole('textbox', { name: 'About me' }), text);
const viewPublicProfile = () => userEvent.click(screen.getByRole('link', { name: 'View my profile' }));
const leaveDialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });
/** What the browser's own question on reload or closing the tab hinges on: a cancelled beforeunload. */
const reloadWouldAsk = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe(MyProfilePage.name, () => {
  describe('when a part holds edits not saved yet', () => {
    it('says so in that part only', async () => {
      await renderPage();
      await typeAboutMe(' Coffee lover.');
      expect(within(await aboutMe()).getByText('Not saved yet')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'At a glance' })).queryByText('Not saved yet')).not.toBeInTheDocument();
    });

    it('asks before leaving: Stay keeps the edits, Leave goes without them', async () => {
      const { router } = await renderPage();
      await typeAboutMe(' Coffee lover.');
      await viewPublicProfile();
      expect(leaveDialog()).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile');

      await userEvent.click(within(leaveDialog()!).getByRole('button', { name: 'Stay' }));
      expect(leaveDialog()).not.toBeInTheDocument();
      expect(within(await aboutMe()).getByRole('textbox', { name: 'About me' })).toHaveValue('Cyclist. Coffee lover.');

      await viewPublicProfile();
      await userEvent.click(within(leaveDialog()!).getByRole('button', { name: 'Leave' }));
      expect(await screen.findByText(PUBLIC_PROFILE)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/members/${ROBIN}`);
    });

    it('asks before a reload or closing the tab', async () => {
      await renderPage();
      await aboutMe();
      expect(reloadWouldAsk()).toBe(false);
      await typeAboutMe('!');
      expect(reloadWouldAsk()).toBe(true);
    });

    it('counts an edit taken back as no change', async () => {
      await renderPage();
      const interests = await screen.findByRole('region', { name: 'Interests' });
      const travelling = await within(interests).findByRole('button', { name: 'Travelling' });
      await userEvent.click(travelling);
      expect(within(interests).getByText('Not saved yet')).toBeInTheDocument();
      await userEvent.click(travelling);
      expect(within(interests).queryByText('Not saved yet')).not.toBeInTheDocument();
      expect(reloadWouldAsk()).toBe(false);
    });
  });

  describe('when the part is saved', () => {
    it('clears the warning and lets the member leave without asking', async () => {
      const { calls, router } = await renderPage();
      await typeAboutMe(' Coffee lover.');
      await userEvent.click(within(await aboutMe()).getByRole('button', { name: 'Save' }));
      expect(await within(await aboutMe()).findByText('Saved')).toBeInTheDocument();
      expect(within(await aboutMe()).queryByText('Not saved yet')).not.toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/my-profile.php', body: { about_me: 'Cyclist. Coffee lover.' } },
      ]);
      expect(reloadWouldAsk()).toBe(false);

      await viewPublicProfile();
      expect(leaveDialog()).not.toBeInTheDocument();
      expect(await screen.findByText(PUBLIC_PROFILE)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/members/${ROBIN}`);
    });

    it('keeps asking while the save is refused, with what was typed still there', async () => {
      await renderScreen(<MyProfilePage countries={['NL']} />, {
        ...API,
        'PUT /api/my-profile.php': { status: 400, body: { statusCode: 400, code: 'VALIDATION.INVALID_BODY' } },
      });
      await typeAboutMe(' Coffee lover.');
      await userEvent.click(within(await aboutMe()).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(screen.getByRole('region', { name: 'About me' })).queryByText('Saved')).not.toBeInTheDocument());
      expect(reloadWouldAsk()).toBe(true);
      expect(within(await aboutMe()).getByRole('textbox', { name: 'About me' })).toHaveValue('Cyclist. Coffee lover.');
    });
  });

  describe('photos', () => {
    it('names every button after the photo it acts on', async () => {
      await renderPage();
      const photos = await screen.findByRole('list', { name: 'Photos' });
      expect(within(photos).getByRole('img', { name: 'Your photo 1' })).toBeInTheDocument();
      expect(within(photos).getByRole('button', { name: 'Delete (photo 1)' })).toBeInTheDocument();
      expect(within(photos).getByRole('button', { name: 'Make main photo (photo 2)' })).toBeInTheDocument();
      expect(within(photos).getByRole('button', { name: 'Delete (photo 2)' })).toBeInTheDocument();
    });
  });
});
