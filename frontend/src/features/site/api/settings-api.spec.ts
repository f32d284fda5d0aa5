import { settingsParams } from './settings-api.js';

describe(settingsParams.name, () => {
  it('sends the query of the page along with the host as the forced domain', () => {
    expect(settingsParams({ host: 'nl.localhost', query: '?network=partner&sub1=spring&lb=1' })).toEqual({
      network: 'partner',
      sub1: 'spring',
      lb: '1',
      forced_domain: 'nl.localhost',
    });
  });

  it('keeps the host as the forced domain whatever the query names, and each parameter once', () => {
    expect(settingsParams({ host: 'localhost', query: '?forced_domain=evil.example&ref=a&ref=b' })).toEqual({ forced_domain: 'localhost', ref: 'b' });
  });

  it('sends only the forced domain from a page opened without a query', () => {
    expect(settingsParams({ host: 'localhost', query: '' })).toEqual({ forced_domain: 'localhost' });
  });
});
