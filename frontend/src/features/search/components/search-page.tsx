import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import type { SearchFilters as Filters } from '../../../types/profiles.js';
import { parseSearchQuery, searchQueryString, withFilter } from '../utils/search-query.js';
import { SearchFilters } from './search-filters.js';
import { SearchResults } from './search-results.js';
import './search.scss';

type SearchPageProps = {
  countries: string[];
  fictionalNotice: FictionalNotice;
  /** The match finder needs the member's own profile: offered only to members. */
  showMatchFinder: boolean;
};

/** Spec §2 member search (/members, the home after login): filters above, result cards and pages below. */
export const SearchPage = ({ countries, fictionalNotice, showMatchFinder }: SearchPageProps) => {
  const { t } = useTranslation('members');
  const [params, setParams] = useSearchParams();
  const query = parseSearchQuery(params);
  const change = (name: keyof Filters, value: string) =>
    setParams(searchQueryString({ filters: withFilter(query.filters, name, value), page: 1 }));
  return (
    <section className="search-page container py-4 py-md-5">
      <header className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
        <div>
          <h1 className="search-page__title">{t('search.title')}</h1>
          <p className="text-body-secondary mb-0">{t('search.intro')}</p>
        </div>
        {showMatchFinder && (
          <Link className="btn btn-outline-primary d-inline-flex align-items-center gap-2" to={paths.matchFinder}>
            <Icon name="heart" />
            {t('search.matchFinder')}
          </Link>
        )}
      </header>
      <SearchFilters filters={query.filters} countries={countries} onChange={change} />
      <div className="mt-4">
        <SearchResults query={query} fictionalNotice={fictionalNotice} />
      </div>
    </section>
  );
};
