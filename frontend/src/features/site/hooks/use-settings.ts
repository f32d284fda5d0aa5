import { useRequestInfo } from '../../../lib/request-context.js';
import { useGetSettingsQuery, type SettingsRequest } from '../api/settings-api.js';

// In the browser settings load once, at the start: with the address the page was opened on, not each address navigated
// to since. The server renders each request apart, so it keeps nothing between them.
let opened: SettingsRequest | undefined;

/** Site settings for the domain the page was opened on (spec §7: the request host as forced domain plus the route query). */
export const useSettingsQuery = () => {
  const { host, query } = useRequestInfo();
  return useGetSettingsQuery(typeof window === 'undefined' ? { host, query } : (opened ??= { host, query }));
};

export const useSettings = () => useSettingsQuery().data;
