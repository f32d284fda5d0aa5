import { searchReturnState, searchToReturnTo } from './search-return.js';

describe(searchToReturnTo.name, () => {
  it('goes back to the search a profile was opened from, filters and page included', () =>
    expect(searchToReturnTo(searchReturnState('/members', '?gender=female&min_age=30&page=2'))).toBe('/members?gender=female&min_age=30&page=2'));
  it('has nothing to go back to without a members list (another page, a link from elsewhere, a forged state)', () => {
    expect(searchToReturnTo(null)).toBeUndefined();
    expect(searchToReturnTo(searchReturnState('/match-finder', ''))).toBeUndefined();
    expect(searchToReturnTo({ returnTo: 'https://elsewhere.example/members' })).toBeUndefined();
    expect(searchToReturnTo({ returnTo: '/membersx' })).toBeUndefined();
  });
});
