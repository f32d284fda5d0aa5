import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { renderScreen, type FakeApi } from '../../../testing/render-screen.js';
import { SearchPage } from './search-page.js';

/** A Dutch site: its own words for fictional profiles are Dutch. */
const DUTCH_SITE_NOTICE: FictionalNotice = {
  icon: '/icons/fictional.svg',
  siteWarning: 'Profielen met dit teken zijn fictief.',
  siteSingular: 'fictief profiel',
  sitePlural: 'fictieve profielen',
  siteLanguage: 'nl_NL',
};
const EVERY_FIELD = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];

/** A straight man of 40 in the Netherlands: his default search is women of 35 to 45 in the Netherlands. */
const api: FakeApi = {
  'GET /api/my-profile.php': { body: { profile: { details: { gender: 'male', sexuality: 'hetero' }, age: 40, country: 'NL' } } },
  'GET /api/search.php': { body: { results: [], page: 1, pages: 0, total: 0 } },
};

const searchAs = (memberId: string, searchFields: string[], fictionalNotice = DUTCH_SITE_NOTICE) =>
  renderScreen(<SearchPage countries={['NL', 'BE']} searchFields={searchFields} fictionalNotice={fictionalNotice} memberId={memberId} />, api, {
    route: '/members',
  });

const filterLabels = () => [...document.querySelectorAll('form[role="search"] label')].map((label) => label.textContent);

describe(SearchPage.name, () => {
  it('opens on the default search with every filter on a site whose form offers them all', async () => {
    const { router } = await searchAs('c7a1f0e2-0b8e-4d7e-9a51-3f1c2b4d5e61', EVERY_FIELD);
    await waitFor(() => expect(router.state.location.search).toBe('?gender=female&country=NL&min_age=35&max_age=45'));
    await screen.findByRole('search');
    expect(filterLabels()).toEqual(expect.arrayContaining(['Gender', 'Country', 'Region', 'Age from', 'Age to']));
  });

  it('offers only the filters the site lists, and sets no default it does not show', async () => {
    const { router } = await searchAs('0d9b6a4c-6f2e-4c8a-b1d3-7e5f9a2c4b80', ['gender', 'min_age', 'max_age']);
    await waitFor(() => expect(router.state.location.search).toBe('?gender=female&min_age=35&max_age=45'));
    await screen.findByRole('search');
    expect(filterLabels()).toEqual(expect.arrayContaining(['Gender', 'Age from', 'Age to']));
    expect(filterLabels()).not.toContain('Country');
    expect(filterLabels()).not.toContain('Region');
  });

  it('keeps both of two filter changes made before the page re-renders, in the address and in the remembered search', async () => {
    const memberId = '3f6c2a1e-8d4b-4c7a-9e5f-0a1b2c3d4e5f';
    const { router } = await searchAs(memberId, EVERY_FIELD);
    await waitFor(() => expect(router.state.location.search).toBe('?gender=female&country=NL&min_age=35&max_age=45'));
    const [from, to] = [await screen.findByLabelText('Age from'), screen.getByLabelText('Age to')];
    // One act: React renders only after both, as a busy browser may.
    act(() => {
      fireEvent.change(from, { target: { value: '25' } });
      fireEvent.change(to, { target: { value: '60' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?gender=female&country=NL&min_age=25&max_age=60'));
    expect(window.localStorage.getItem(`search:${memberId}`)).toBe('?gender=female&country=NL&min_age=25&max_age=60');
  });

  it("names fictional profiles with the site's own word where the member reads the site's language", async () => {
    await searchAs('5e2d8c1a-3b4f-4a6e-9c7d-1f0a2b3c4d5e', EVERY_FIELD, { ...DUTCH_SITE_NOTICE, sitePlural: 'demo profiles', siteLanguage: 'en_GB' });
    expect((await screen.findByLabelText('Hide demo profiles')).id).toBe('filter-fictional');
  });

  it('names them in the member\'s language where the site speaks another', async () => {
    await searchAs('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', EVERY_FIELD);
    expect((await screen.findByLabelText('Hide fictional profiles')).id).toBe('filter-fictional');
  });
});

describe('a search that found few members', () => {
  const widenedApi: FakeApi = {
    'GET /api/search.php': () => ({ body: { results: [], numResults: 3, page: 1, page_size: 24, widened: { radius: null, min_age: 25, max_age: 45 } } }),
  };
  const renderWidened = (language = 'en') =>
    renderScreen(<SearchPage countries={['NL']} searchFields={EVERY_FIELD} fictionalNotice={DUTCH_SITE_NOTICE} memberId="7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f" />, widenedApi, {
      route: '/members?gender=female&radius=25&min_age=30&max_age=40',
      language,
    });

  it('says how the server widened it, and keeps it exact on request', async () => {
    const { router } = await renderWidened();
    const notice = await screen.findByText('Few members matched, so we widened your search: any distance and ages 25 to 45.');
    expect(notice).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show exact matches only' }));
    await waitFor(() => expect(router.state.location.search).toContain('widen=off'));
  });

  it('says it in the member\'s language', async () => {
    await renderWidened('pl');
    expect(await screen.findByText('Pasowało niewiele osób, więc poszerzyliśmy wyszukiwanie: dowolna odległość i wiek od 25 do 45 lat.')).toBeInTheDocument();
  });
});

describe('paging through a search', () => {
  const memberIds = Array.from({ length: 72 }, (_, index) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`);
  const card = (id: string, index: number) => ({ id, name: `Member ${index + 1}`, age: 30, country: 'NL', region: null, city: null, main_image: null, fictional: false });
  // Three pages of 24; each names the last member shown as the cursor of the next.
  const pagedApi: FakeApi = {
    'GET /api/search.php': ({ query }) => {
      const page = Number(query?.['page'] ?? 1);
      const shown = memberIds.slice((page - 1) * 24, page * 24);
      return { body: { results: shown.map((id) => card(id, memberIds.indexOf(id))), numResults: 72, page, page_size: 24, ...(page < 3 ? { next: shown.at(-1) } : {}) } };
    },
  };

  it('asks for each next page after the last member shown, and goes back to a page with the cursor it was reached with', async () => {
    const { router, calls } = await renderScreen(
      <SearchPage countries={['NL']} searchFields={EVERY_FIELD} fictionalNotice={DUTCH_SITE_NOTICE} memberId="2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182" />,
      pagedApi,
      { route: '/members?gender=female' },
    );
    await screen.findByText('Member 24');
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await screen.findByText('Member 48');
    expect(router.state.location.search).toBe(`?gender=female&page=2&after=${memberIds[23]}`);
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await screen.findByText('Member 72');
    expect(router.state.location.search).toBe(`?gender=female&page=3&after=${memberIds[47]}`);
    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    await screen.findByText('Member 48');
    expect(router.state.location.search).toBe(`?gender=female&page=2&after=${memberIds[23]}`);
    const searches = calls.filter((call) => call.path === '/api/search.php').map((call) => call.query?.['after']);
    expect(searches).toEqual([undefined, memberIds[23], memberIds[47]]);
  });
});
