import { useGetSettingsQuery, type SettingsRequest } from '../api/settings-api.js';

// Settings load once, at the start: with the address the page was opened on, not each address navigated to since.
let start: SettingsRequest | undefined;
const startRequest = (): SettingsRequest => (start ??= { host: window.location.hostname, query: window.location.search });

/** Site settings for the domain the page was opened on (spec §7: the request host as forced domain plus the route query). */
export const useSettingsQuery = () => useGetSettingsQuery(startRequest());

export const useSettings = () => useSettingsQuery().data;
