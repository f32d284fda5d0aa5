import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { Settings } from '../../../types/api.js';

const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, string>({
      query: (host) => ({ url: 'api/settings.php', params: { forced_domain: host } }),
      providesTags: [API_TAGS.settings],
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;

/** The settings the server looked up for `host` (its rendering of a page), put into the cache as if fetched. */
export const settingsStored = (host: string, settings: Settings) =>
  settingsApi.util.upsertQueryEntries([{ endpointName: 'getSettings', arg: host, value: settings }]);
