import type { ChangeLanguageRequest } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';

const languageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<void, ChangeLanguageRequest>({
      query: (body) => ({ url: 'api/user.php', method: 'PUT', body }),
      invalidatesTags: [API_TAGS.user],
    }),
  }),
});

export const { useSaveLanguageMutation } = languageApi;
