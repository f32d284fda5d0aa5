import type { Settings } from '../../../types/api.js';

/** The site settings the signup component tests run with: open signups, two countries, no push. */
export const SIGNUP_TEST_SETTINGS = {
  name: 'Amora',
  signups: 'all',
  geoip_country: 'NL',
  support_email: 'support@example.com',
  countries: ['NL', 'BE'],
  push_public_key: '',
} as unknown as Settings;
