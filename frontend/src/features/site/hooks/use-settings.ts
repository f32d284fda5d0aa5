import { useRequestInfo } from '../../../lib/request-context.js';
import { useGetSettingsQuery } from '../api/settings-api.js';

/** Site settings for the domain the page was opened on (spec §7: the request host as forced domain). */
export const useSettingsQuery = () => useGetSettingsQuery(useRequestInfo().host);

export const useSettings = () => useSettingsQuery().data;
