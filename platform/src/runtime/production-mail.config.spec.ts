import { parseConfig } from './env.js';

const production = { DATABASE_URL: 'postgres://db/app', APP_SECRET: 'x'.repeat(32), MOLLIE_API_KEY: 'test_0123456789abcdefghijklmnop', SMS_URL: 'https://sms.invalid/send' };

describe('Mail in the configuration', () => {
  it('refuses production without SMTP, whose mails would otherwise land in a mailbox page anyone can read', () =>
    expect(() => parseConfig(production)).toThrow(/SMTP_URL: required/));

  it('starts production with SMTP', () => expect(parseConfig({ ...production, SMTP_URL: 'smtps://user:pass@mail:465' }).smtpUrl).toBe('smtps://user:pass@mail:465'));

  it('lets the embedded default run without SMTP (its mails go to the dev mailbox)', () => expect(parseConfig({}).smtpUrl).toBeUndefined());
});
