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

  it('opens as many connections to PostgreSQL as DATABASE_POOL_SIZE says, and refuses a size too small for its consumers', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/site', APP_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail', MOLLIE_API_KEY: 'test_poolsizeconfigspec0000', SMS_URL: 'http://sms' };
    expect(parseConfig(production).databasePoolSize).toBeUndefined();
    expect(parseConfig({ ...production, DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    for (const size of ['3', '12.5', 'many']) expect(() => parseConfig({ ...production, DATABASE_POOL_SIZE: size })).toThrow(/DATABASE_POOL_SIZE: expected a whole number >= 4/);
  });

  it('runs the embedded default without NODE_ENV=production and without DATABASE_URL', () => expect(parseConfig({ NODE_ENV: 'development' }).embedded).toBe(true));
});
