import { ageOn } from '../member/signup.rules.js';
import { searchFilterOf, searchRequestSchema, type SearchRequest } from './search.requests.js';
import { agePreferenceFor, compatibleProfiles, defaultSearchFor, latestBirthDateForAge, offeredDefaultSearch, SEARCH_FORM_FIELDS, searchWideningSteps } from './search.rules.js';

describe(latestBirthDateForAge.name, () => {
  it('is the date of birth of someone turning that age today', () => {
    expect(latestBirthDateForAge('2026-11-22', 30)).toBe('1996-11-22');
    expect(ageOn('1996-11-22', '2026-11-22')).toBe(30);
    expect(ageOn('1996-11-23', '2026-11-22')).toBe(29);
  });

  it('clamps 29 February to the 28th in a year without it', () => {
    expect(latestBirthDateForAge('2028-02-29', 1)).toBe('2027-02-28');
    expect(latestBirthDateForAge('2028-02-29', 4)).toBe('2024-02-29');
  });
});

describe('search filters', () => {
  const parse = (query: Readonly<Record<string, string | undefined>>) => searchRequestSchema.safeParse(query);

  it('reads numbers from the query string and starts at page 1', () => {
    expect(parse({ gender: 'female', country: 'NL', min_age: '25', max_age: '40' }).data).toEqual({
      gender: 'female',
      country: 'NL',
      min_age: 25,
      max_age: 40,
      page: 1,
      order: 'nearest',
      fictional: 'show',
      widen: 'auto',
    });
  });

  it('treats empty values as no filter', () => {
    expect(parse({ gender: '', country: '', countryregion: '', min_age: '', max_age: '', page: '' }).data).toEqual({ page: 1, order: 'nearest', fictional: 'show', widen: 'auto' });
  });

  it('rejects unknown genders, lower-case countries, ages outside 18–99, a reversed range and a region without country', () => {
    for (const query of [
      { gender: 'other' },
      { country: 'nl' },
      { min_age: '17' },
      { max_age: '100' },
      { min_age: '40', max_age: '30' },
      { countryregion: 'Utrecht' },
      { page: '0' },
      { page: 'two' },
    ]) {
      expect(parse(query).success).toBe(false);
    }
  });

  it('takes a page cursor only as a member id, and only for a page after the first', () => {
    const after = '7f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
    expect(parse({ page: '2', after }).data).toMatchObject({ page: 2, after });
    expect(parse({ page: '2', after: '' }).data?.after).toBeUndefined();
    expect(parse({ page: '2', after: 'last' }).success).toBe(false);
    expect(parse({ after }).success).toBe(false);
  });
});

describe(searchFilterOf.name, () => {
  it('reads a filter of an address as the API reads it from the query', () => {
    expect(searchFilterOf('min_age', '25')).toBe(25);
    expect(searchFilterOf('gender', 'female')).toBe('female');
    expect(searchFilterOf('radius', '50')).toBe(50);
    expect(searchFilterOf('fictional', 'hide')).toBe('hide');
  });

  it('leaves out what the API refuses, "any" and the defaults it assumes anyway', () => {
    for (const [name, value] of [
      ['gender', 'other'],
      ['country', 'nl'],
      ['min_age', '17'],
      ['radius', '7'],
      ['order', 'random'],
      ['gender', ''],
      ['country', null],
      ['order', 'nearest'],
      ['fictional', 'show'],
    ] as const) {
      expect(searchFilterOf(name, value)).toBeUndefined();
    }
  });
});

describe(compatibleProfiles.name, () => {
  const keys = (gender: 'male' | 'female' | null, sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi' | null) =>
    compatibleProfiles(gender, sexuality).map((profile) => `${profile.gender}:${profile.sexuality}`);

  it('suggests women who like men to a heterosexual man', () => {
    expect(keys('male', 'hetero')).toEqual(['female:hetero', 'female:bi']);
  });

  it('suggests men who like men to a gay man (gay and lesbian both read as same-sex interest)', () => {
    expect(keys('male', 'gay')).toEqual(['male:gay', 'male:lesbian', 'male:bi']);
  });

  it('suggests to a bisexual woman everyone who likes women', () => {
    expect(keys('female', 'bi')).toEqual(['male:hetero', 'male:bi', 'female:gay', 'female:lesbian', 'female:bi']);
  });

  it('suggests everyone to a member who has not filled in gender or sexuality', () => {
    expect(keys(null, null)).toHaveLength(8);
  });
});

describe(defaultSearchFor.name, () => {
  const seeker = { gender: 'male', sexuality: 'hetero', age: 40, country: 'NL' } as const;

  it('looks for the gender the sexuality implies, in the own country, five years either side of the own age', () => {
    expect(defaultSearchFor(seeker)).toEqual({ gender: 'female', country: 'NL', min_age: 35, max_age: 45 });
    expect(defaultSearchFor({ ...seeker, sexuality: 'gay' })).toMatchObject({ gender: 'male' });
    expect(defaultSearchFor({ ...seeker, gender: 'female', sexuality: 'lesbian' })).toMatchObject({ gender: 'female' });
  });

  it('names no gender for someone who likes both, nor for someone who has not said', () => {
    expect(defaultSearchFor({ ...seeker, sexuality: 'bi' })).not.toHaveProperty('gender');
    expect(defaultSearchFor({ ...seeker, gender: null, sexuality: null })).not.toHaveProperty('gender');
  });

  it('never goes below the minimum age or above the highest searchable one', () => {
    expect(defaultSearchFor({ ...seeker, age: 19 })).toMatchObject({ min_age: 18, max_age: 24 });
    expect(defaultSearchFor({ ...seeker, age: 97 })).toMatchObject({ min_age: 92, max_age: 99 });
  });

  it('leaves out what is not known yet', () => expect(defaultSearchFor({ gender: null, sexuality: null, age: null, country: null })).toEqual({}));
});

describe('search radius and order', () => {
  const parse = (query: Readonly<Record<string, string | undefined>>) => searchRequestSchema.safeParse(query);

  it('accepts the offered radii and orders, nearest first by default', () => {
    expect(parse({ radius: '50' }).data).toMatchObject({ radius: 50, order: 'nearest' });
    expect(parse({ order: 'newest' }).data).toMatchObject({ order: 'newest' });
  });

  it('shows fictional profiles unless asked to hide them', () => expect(parse({ fictional: 'hide' }).data).toMatchObject({ fictional: 'hide' }));

  it('widens a search that finds few unless asked to keep it exact', () => {
    expect(parse({}).data).toMatchObject({ widen: 'auto' });
    expect(parse({ widen: 'off' }).data).toMatchObject({ widen: 'off' });
  });

  it.each([{ radius: '7' }, { radius: 'far' }, { radius: '-10' }, { order: 'random' }, { fictional: 'no' }, { widen: 'always' }])('refuses %p', (query) => expect(parse(query).success).toBe(false));
});

describe(offeredDefaultSearch.name, () => {
  const defaults = { gender: 'female', country: 'NL', min_age: 35, max_age: 45 } as const;

  it('keeps the whole default search on a site whose form offers every filter', () => expect(offeredDefaultSearch(defaults, SEARCH_FORM_FIELDS)).toEqual(defaults));

  it('sets no filter the site does not offer, so none is hidden from the member', () =>
    expect(offeredDefaultSearch(defaults, ['gender', 'min_age'])).toEqual({ gender: 'female', min_age: 35 }));
});

describe(agePreferenceFor.name, () => {
  it('spans five years either side of the own age', () => expect(agePreferenceFor(34)).toEqual({ min_age: 29, max_age: 39 }));

  it('stays within the searchable ages', () => expect(agePreferenceFor(20)).toEqual({ min_age: 18, max_age: 25 }));
});

describe(searchWideningSteps.name, () => {
  const steps = <Filter extends Partial<SearchRequest>>(filter: Filter, byDistance = true) => searchWideningSteps(filter, byDistance);

  describe('when the search has a radius, a region and an age range', () => {
    const filter = { gender: 'female', country: 'NL', countryregion: 'Utrecht', radius: 50, min_age: 29, max_age: 39 } as const;

    it('widens the distance first, then the region, then the ages, keeping gender and country', () =>
      expect(steps(filter)).toEqual([
        { search: { ...filter, radius: 100 }, widened: { radius: 100 } },
        { search: { ...filter, radius: 250 }, widened: { radius: 250 } },
        { search: { gender: 'female', country: 'NL', countryregion: 'Utrecht', min_age: 29, max_age: 39 }, widened: { radius: null } },
        { search: { gender: 'female', country: 'NL', min_age: 29, max_age: 39 }, widened: { radius: null, countryregion: null } },
        { search: { gender: 'female', country: 'NL', min_age: 24, max_age: 44 }, widened: { radius: null, countryregion: null, min_age: 24, max_age: 44 } },
        { search: { gender: 'female', country: 'NL', min_age: 19, max_age: 49 }, widened: { radius: null, countryregion: null, min_age: 19, max_age: 49 } },
      ]));

    it('leaves the distance alone when the searcher has no town to measure from', () =>
      expect(steps(filter, false)[0]).toEqual({ search: { gender: 'female', country: 'NL', radius: 50, min_age: 29, max_age: 39 }, widened: { countryregion: null } }));
  });

  describe('when the search is the default one (gender, country, ages)', () => {
    it('widens only the ages, never past the searchable ones', () =>
      expect(steps({ gender: 'male', country: 'PL', min_age: 18, max_age: 24 })).toEqual([
        { search: { gender: 'male', country: 'PL', min_age: 18, max_age: 29 }, widened: { max_age: 29 } },
        { search: { gender: 'male', country: 'PL', min_age: 18, max_age: 34 }, widened: { max_age: 34 } },
      ]));
  });

  describe('when nothing can be widened', () => {
    it('has no step', () => expect(steps({ country: 'SE', min_age: 18, max_age: 99 })).toEqual([]));
  });
});
