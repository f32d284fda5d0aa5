import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { Settings } from '../../../types/api.js';

/** Whose settings: the host the page was opened on (the forced domain) and the query of the address it was opened with. */
export type SettingsRequest = { host: string; query: string };

/**
 * Spec §7: the route's query goes along with the forced domain (each parameter once: the API refuses repeated ones).
 * The forced domain is the host's, whatever the query says.
 */
export const settingsParams = ({ host, query }: SettingsRequest): Record<string, string> => ({
  ...Object.fromEntries(new URLSearchParams(query)),
  forced_domain: host,
});

const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, SettingsRequest>({
      query: (request) => ({ url: 'api/settings.php', params: settingsParams(request) }),
      providesTags: [API_TAGS.settings],
    }),
  }),
});

export const { useGetSettingsQuery } = settingsApi;

/** The settings the server looked up for a page it renders, put into the cache as if fetched. */
export const settingsStored = (request: SettingsRequest, settings: Settings) =>
  settingsApi.util.upsertQueryEntries([{ endpointName: 'getSettings', arg: request, value: settings }]);
