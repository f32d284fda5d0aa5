import { parseConfig } from './env.js';

const production = {
  DATABASE_URL: 'postgres://db/app', APP_SECRET: 'x'.repeat(32), MOLLIE_API_KEY: 'test_0123456789abcdefghijklmnop', SMS_URL: 'https://sms.invalid/send', SMTP_URL: 'smtp://mail:25',
};

describe('The analytic lake in the configuration', () => {
  it('keeps the embedded default’s lake beside its database, added to every 10 seconds', () =>
    expect(parseConfig({ DATA_DIR: '.data/e2e-3100' })).toMatchObject({ lakeDir: '.data/e2e-3100/lake', lakeEverySeconds: 10 }));

  it('keeps no lake in production until LAKE_DIR names its volume, then adds to it every 5 minutes', () => {
    expect(parseConfig(production).lakeEverySeconds).toBeUndefined();
    expect(parseConfig({ ...production, LAKE_DIR: '/var/lib/dating/lake' })).toMatchObject({ lakeDir: '/var/lib/dating/lake', lakeEverySeconds: 3_600 });
    expect(parseConfig({ ...production, LAKE_DIR: '/lake', LAKE_EVERY_SECONDS: '60' }).lakeEverySeconds).toBe(60);
  });

  it('turns the lake off, and refuses an interval that is no number of seconds', () => {
    expect(parseConfig({ LAKE_EVERY_SECONDS: 'off' }).lakeEverySeconds).toBeUndefined();
    expect(() => parseConfig({ LAKE_EVERY_SECONDS: 'hourly' })).toThrow(/LAKE_EVERY_SECONDS: expected seconds > 0 or "off"/);
    expect(() => parseConfig({ LAKE_EVERY_SECONDS: '0' })).toThrow(/LAKE_EVERY_SECONDS/);
  });
});
