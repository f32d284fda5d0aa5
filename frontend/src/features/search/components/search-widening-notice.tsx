import { SEARCH_WIDEN_BELOW, type SearchWidening } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import type { SearchFilters } from '../../../types/profiles.js';

type SearchWideningNoticeProps = {
  filters: SearchFilters;
  /** What the server widened of `filters`; absent when it searched them as they are. */
  widened: SearchWidening | undefined;
  numResults: number;
  onChange: (name: 'widen', value: string) => void;
};

/** What a widened search changed, as a list the language joins: "any distance and ages 24 to 44". */
const useWideningText = () => {
  const { t, i18n } = useTranslation('members');
  const kilometres = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilometer' });
  return (filters: SearchFilters, widened: SearchWidening): string => {
    const changes: string[] = [];
    if (widened.radius === null) changes.push(t('search.widened.anyDistance'));
    else if (widened.radius !== undefined) changes.push(t('search.widened.distance', { distance: kilometres.format(widened.radius) }));
    if (widened.countryregion === null) changes.push(t('search.widened.allRegions'));
    if (widened.min_age !== undefined || widened.max_age !== undefined) {
      const [min, max] = [widened.min_age ?? filters.min_age, widened.max_age ?? filters.max_age];
      if (min !== undefined && max !== undefined) changes.push(t('search.widened.ages', { min, max }));
      else if (min !== undefined) changes.push(t('search.widened.agesFrom', { min }));
      else if (max !== undefined) changes.push(t('search.widened.agesTo', { max }));
    }
    return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(changes);
  };
};

/**
 * A search that found few members widens itself on the server: this says how, and undoes it (widen=off keeps the
 * member's filters exact). A member who undid it and still finds few is offered the widening back.
 */
export const SearchWideningNotice = ({ filters, widened, numResults, onChange }: SearchWideningNoticeProps) => {
  const { t } = useTranslation('members');
  const wideningText = useWideningText();
  if (widened) {
    return (
      <div className="search-widening alert alert-info d-flex flex-wrap align-items-center column-gap-2 py-2 mb-3" role="status">
        <p className="mb-0 me-auto">{t('search.widened.notice', { changes: wideningText(filters, widened) })}</p>
        <button type="button" className="btn btn-sm btn-link px-0 text-start" onClick={() => onChange('widen', 'off')}>
          {t('search.widened.undo')}
        </button>
      </div>
    );
  }
  if (filters.widen === 'off' && numResults < SEARCH_WIDEN_BELOW) {
    return (
      <div className="search-widening alert alert-light border d-flex flex-wrap align-items-center column-gap-2 py-2 mb-3">
        <p className="mb-0 me-auto">{t('search.exact.notice')}</p>
        <button type="button" className="btn btn-sm btn-link px-0 text-start" onClick={() => onChange('widen', '')}>
          {t('search.exact.widen')}
        </button>
      </div>
    );
  }
  return null;
};
