import { paths } from '../../../config/paths.js';

/** The settings live as the second tab of the member's own profile page. */
export const SETTINGS_TAB = 'settings';
export const SETTINGS_PATH = `${paths.myProfile}?tab=${SETTINGS_TAB}`;
