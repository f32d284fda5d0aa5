import type { Settings } from '../../../types/api.js';

/** The site settings the signup component tests run with: open signups, two countries, no push, a welcome gift. */
export const SIGNUP_TEST_SETTINGS = {
  name: 'Amora',
  signups: 'all',
  geoip_country: 'NL',
  support_email: 'support@example.com',
  countries: ['NL', 'BE'],
  push_public_key: '',
  signup_credits: 10,
  signup_free_messages: 3,
} as unknown as Settings;
