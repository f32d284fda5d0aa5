import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.js';
import { useSearchQuery } from '../hooks/use-search-query.js';
import { SearchFilters } from './search-filters.js';
import { SearchFiltersDialog } from './search-filters-dialog.js';
import { SearchResults } from './search-results.js';
import './search.scss';

type SearchPageProps = {
  countries: string[];
  /** The filters this site's form offers (settings.search_fields). */
  searchFields: string[];
  fictionalNotice: FictionalNotice;
  /** The member searching (null: a visitor): their default search, distances and the match finder need them. */
  memberId: string | null;
};

/**
 * Spec §2 member search (/members, the home after login): on a desktop the filters above, result cards and pages below;
 * on a phone the results first and the filters behind one button.
 */
export const SearchPage = ({ countries, searchFields, fictionalNotice, memberId }: SearchPageProps) => {
  const { t } = useTranslation('members');
  const { query, change } = useSearchQuery(memberId, searchFields);
  const onPhone = useMediaQuery(PHONE_QUERY);
  const filterProps = query && { filters: query.filters, countries, searchFields, byDistance: memberId !== null, fictionalNotice, onChange: change };
  return (
    <section className="search-page container py-4 py-md-5">
      <header className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3 mb-md-4">
        <div>
          <h1 className="search-page__title">{t('search.title')}</h1>
          <p className="text-body-secondary mb-0 d-none d-md-block">{t('search.intro')}</p>
        </div>
        <div className="search-page__actions d-flex flex-wrap gap-2">
          {onPhone && filterProps && <SearchFiltersDialog {...filterProps} />}
          {memberId !== null && (
            <Link className="btn btn-outline-primary d-inline-flex align-items-center gap-2" to={paths.matchFinder}>
              <Icon name="heart" />
              {t('search.matchFinder')}
            </Link>
          )}
        </div>
      </header>
      {query && filterProps ? (
        <>
          {!onPhone && <SearchFilters {...filterProps} />}
          <div className={onPhone ? undefined : 'mt-4'}>
            <SearchResults query={query} fictionalNotice={fictionalNotice} loggedIn={memberId !== null} onChange={change} />
          </div>
        </>
      ) : (
        <PageSpinner />
      )}
    </section>
  );
};
