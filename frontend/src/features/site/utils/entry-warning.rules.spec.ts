import { LAYOUT_KINDS, shouldShowEntryWarning } from './entry-warning.rules.js';
import type { EntryWarningContext } from './entry-warning.rules.js';

const visitor = (overrides: Partial<EntryWarningContext> = {}): EntryWarningContext => ({
  layout: LAYOUT_KINDS.default,
  enableSiteEntryPopup: 'yes',
  geoipCountry: 'GB',
  loggedIn: false,
  standalone: false,
  dismissed: false,
  ...overrides,
});

describe(shouldShowEntryWarning.name, () => {
  it('warns a new visitor on the default layout', () => expect(shouldShowEntryWarning(visitor())).toBe(true));

  describe('when the warning cannot apply', () => {
    it.each([
      ['it was dismissed', { dismissed: true }],
      ['the member is logged in', { loggedIn: true }],
      ['the site runs as an installed app', { standalone: true }],
      ['the site disables it', { enableSiteEntryPopup: 'no' }],
      ['the layout is empty', { layout: LAYOUT_KINDS.empty }],
    ])('stays hidden when %s', (_reason, overrides) => expect(shouldShowEntryWarning(visitor(overrides))).toBe(false));
  });

  describe('when the site lists countries', () => {
    it('warns visitors from a listed country', () =>
      expect(shouldShowEntryWarning(visitor({ enableSiteEntryPopup: 'NL,DE', geoipCountry: 'de' }))).toBe(true));
    it('leaves visitors from other countries alone', () =>
      expect(shouldShowEntryWarning(visitor({ enableSiteEntryPopup: 'NL,DE', geoipCountry: 'BE' }))).toBe(false));
  });

  describe.each([LAYOUT_KINDS.chat, LAYOUT_KINDS.lander])('on the %s layout', (layout) => {
    it('warns visitors from the Netherlands', () => expect(shouldShowEntryWarning(visitor({ layout, geoipCountry: 'NL' }))).toBe(true));
    it('leaves visitors from elsewhere alone', () => expect(shouldShowEntryWarning(visitor({ layout, geoipCountry: 'FR' }))).toBe(false));
  });
});
