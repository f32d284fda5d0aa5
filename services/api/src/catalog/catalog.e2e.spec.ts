import { INTERESTS, LOCATION_COUNTRIES } from '@dating/domain';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

describeWithServices('Catalogs over HTTP', () => {
  let site: TestSite;
  let visitor: HttpClient;
  beforeAll(async () => {
    site = await startTestSite();
    visitor = new HttpClient(site.url);
  });
  afterAll(() => site?.stop());

  it('lists the interests of the spec, cacheable', async () => {
    const response = await visitor.request('GET', '/api/interests.php');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await response.json()).toEqual({ interests: [...INTERESTS] });
  });

  it('lists the regions of every country members may live in, and the towns of one region', async () => {
    const { body } = await visitor.json<{ regions: Record<string, string[]> }>('GET', '/api/regions.php');
    expect(Object.keys(body.regions).sort()).toEqual([...LOCATION_COUNTRIES].sort());
    expect(body.regions.NL).toContain('Drenthe');
    const drenthe = await visitor.json<{ cities: string[] }>('GET', '/api/cities.php?country=NL&region=Drenthe');
    expect(drenthe.body.cities).toEqual(expect.arrayContaining(['Assen', 'Emmen', 'Hoogeveen', 'Meppel']));
    expect((await visitor.json('GET', '/api/cities.php?country=DE&region=Bavaria')).body).toMatchObject({ cities: expect.arrayContaining(['Munich']) });
    expect((await visitor.json('GET', '/api/cities.php?country=NL&region=Atlantis')).body).toEqual({ cities: [] });
  });

  it.each(['country=nl&region=Drenthe', 'country=NL', 'region=Drenthe', `country=NL&region=${'x'.repeat(101)}`])('refuses the towns of %s with 400', async (query) =>
    expect((await visitor.json('GET', `/api/cities.php?${query}`)).status).toBe(400));

  it('gives the operator with the support phone cleaned of dashes and spaces', async () => {
    const { body } = await visitor.json('GET', '/api/companyinfo.php');
    expect(body).toEqual({
      name: expect.any(String),
      address: expect.any(String),
      kvk: expect.any(String),
      city: expect.any(String),
      country: expect.any(String),
      tradenames: expect.any(Array),
      vat_numbers: expect.any(Array),
      support_phone: '+31201234567',
      delete_discount: expect.any(Number),
      added: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
    });
  });

  it('reverse-geocodes a position to the nearest city and its region, never echoing the position', async () => {
    const response = await visitor.request('GET', '/api/geocode.php?lat=52.3731&lon=4.8922');
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ country: 'NL', region: 'North Holland', city: 'Amsterdam' });
    expect((await visitor.json('GET', '/api/geocode.php?lat=47.263&lon=11.394')).body).toEqual({ country: 'AT', region: 'Tyrol', city: 'Innsbruck' });
  });

  it.each([
    ['far from every city', '?lat=45&lon=-30'],
    ['not numbers', '?lat=abc&lon=4.9'],
    ['out of range', '?lat=123&lon=4.9'],
    ['missing', ''],
  ])('answers false for a position %s', async (_case, query) => {
    const response = await visitor.request('GET', `/api/geocode.php${query}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(false);
  });

  // Every endpoint refuses a repeated query parameter (edge/single-valued-query.guard.ts).
  it('refuses a position given twice with a 400 naming the parameter', async () => {
    const response = await visitor.request('GET', '/api/geocode.php?lat=52.37&lat=52.1&lon=4.9');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION.INVALID_BODY', fields: { lat: 'VALIDATION.INVALID_BODY' } });
  });
});
