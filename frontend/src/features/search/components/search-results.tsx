import { SEARCH_COUNT_LIMIT } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { Pagination } from '../../../components/ui/pagination.js';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { likeButtonsFor } from '../../../components/likes/like-button.js';
import { ProfileGrid } from '../../../components/profile/profile-grid.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useSearchMembersQuery } from '../api/search-api.js';
import { usePageCursors } from '../hooks/use-page-cursors.js';
import { pageCountOf, searchQueryString } from '../utils/search-query.js';
import type { SearchQuery } from '../utils/search-query.js';
import { SearchWideningNotice } from './search-widening-notice.js';

type SearchResultsProps = {
  query: SearchQuery;
  fictionalNotice: FictionalNotice;
  loggedIn: boolean;
  onChange: (name: 'widen', value: string) => void;
};

export const SearchResults = ({ query, fictionalNotice, loggedIn, onChange }: SearchResultsProps) => {
  const { t, i18n } = useTranslation('members');
  const errorText = useErrorText();
  const { data, currentData, error, isFetching } = useSearchMembersQuery({ ...query.filters, page: query.page, ...(query.after ? { after: query.after } : {}) });
  // Only the answer to this very search names its cursors: the page still shown while another loads may be of other filters.
  const cursorOf = usePageCursors(query, currentData);
  if (error) return <AlertMessage variant="danger">{errorText(toApiError(error)!.code)}</AlertMessage>;
  if (!data) return <PageSpinner />;
  const notice = <SearchWideningNotice filters={query.filters} widened={data.widened} numResults={data.numResults} onChange={onChange} />;
  if (data.numResults === 0) {
    return (
      <>
        {notice}
        <div className="search-empty text-center py-5">
          <h2 className="h4">{t('search.empty.title')}</h2>
          <p className="text-body-secondary mb-0">{t('search.empty.body')}</p>
        </div>
      </>
    );
  }
  // The server stops counting at SEARCH_COUNT_LIMIT: beyond it, "1,000+" is the honest total.
  const counted = new Intl.NumberFormat(i18n.language).format(data.numResults);
  const total = data.numResults >= SEARCH_COUNT_LIMIT ? `${counted}+` : counted;
  return (
    // The previous page stays in view, dimmed, while the next one loads.
    <div className={`search-results${isFetching ? ' search-results--loading' : ''}`} aria-busy={isFetching}>
      {notice}
      <p className="search-results__count fw-semibold mb-3" role="status">
        {t('search.results', { total })}
      </p>
      <ProfileGrid profiles={data.results} fictionalNotice={fictionalNotice} label={t('search.resultsLabel')} renderAction={likeButtonsFor(loggedIn)} />
      <div className="mt-4">
        <Pagination
          page={data.page}
          pageCount={pageCountOf(data.numResults, data.page_size)}
          hrefFor={(page) => searchQueryString({ filters: query.filters, page, after: cursorOf(page) })}
        />
      </div>
    </div>
  );
};
