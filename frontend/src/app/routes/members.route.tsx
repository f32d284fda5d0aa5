import { SearchPage } from '../../features/search/components/search-page.js';
import { fictionalNoticeOf, SearchersOnly } from './session-gates.js';

export const MembersRoute = () => (
  <SearchersOnly>
    {(user, settings) => (
      <SearchPage
        countries={settings.countries}
        searchFields={settings.search_fields}
        fictionalNotice={fictionalNoticeOf(settings)}
        memberId={user?.id ?? null}
      />
    )}
  </SearchersOnly>
);
