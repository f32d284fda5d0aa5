import { parseConfig } from './env.js';

describe('The database in the configuration', () => {
  it('refuses NODE_ENV=production without DATABASE_URL, naming every missing key, instead of starting the embedded default', () => {
    const refusal = (() => {
      try {
        parseConfig({ NODE_ENV: 'production' });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(refusal).toMatch(/DATABASE_URL: required when NODE_ENV=production/);
    expect(refusal).toMatch(/APP_SECRET: required/);
    expect(refusal).toMatch(/SMTP_URL: required/);
  });

  it('runs the embedded default without NODE_ENV=production and without DATABASE_URL', () => expect(parseConfig({ NODE_ENV: 'development' }).embedded).toBe(true));
});
