import { useTranslation } from 'react-i18next';
import { GENDERS, MAXIMUM_SEARCH_AGE, MINIMUM_AGE, offersSearchField, SEARCH_FORM_FIELDS, SEARCH_RADII_KM, type SearchFormField } from '@dating/domain';
import { sentenceCase, useFictionalWording, type FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { useGetRegionsQuery } from '../../../lib/catalog-api.js';
import { useCountryName } from '../../../i18n/use-country-name.js';
import { useRegionOptions } from '../../../i18n/use-region-name.js';
import type { SearchFilters as Filters } from '../../../types/profiles.js';

type SearchFiltersProps = {
  filters: Filters;
  /** The countries this site serves (settings.countries). */
  countries: string[];
  /** The filters this site's form offers (settings.search_fields). */
  searchFields: string[];
  /** Distances need the searcher's town: radius and order are offered to members only. */
  byDistance: boolean;
  /** The site's words for the fictional profiles the form may leave out. */
  fictionalNotice: FictionalNotice;
  onChange: (name: keyof Filters, value: string) => void;
};

type FilterSelectProps = {
  name: keyof Filters;
  label: string;
  /** The first option (value ''): "any", or the default it stands for. */
  anyLabel: string;
  value: string | number | undefined;
  options: { value: string; label: string }[];
  onChange: SearchFiltersProps['onChange'];
  disabled?: boolean;
};

const FilterSelect = (props: FilterSelectProps) => {
  const { name, label, anyLabel, value, options, onChange, disabled } = props;
  return (
    // Each filter at least as wide as its longest value ("United Kingdom", "Spiller ingen rolle"): the grid wraps instead.
    <div className="search-filters__field">
      <label className="form-label small fw-semibold mb-1" htmlFor={`filter-${name}`}>
        {label}
      </label>
      <select
        id={`filter-${name}`}
        className="form-select"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(name, event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

/** Ages from `from` to `to`: each bound offers only what keeps the range the right way round. */
const agesBetween = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ value: String(from + index), label: String(from + index) }));

/**
 * Spec §3 search state (gender, country, region, ages, as far as the site offers them) plus distance and order; each
 * change searches at once.
 */
export const SearchFilters = ({ filters, countries, searchFields, byDistance, fictionalNotice, onChange }: SearchFiltersProps) => {
  const { t, i18n } = useTranslation(['members', 'fields']);
  const fictionalProfiles = useFictionalWording(fictionalNotice).plural;
  const countryName = useCountryName();
  const { data: regions } = useGetRegionsQuery();
  const regionOptions = useRegionOptions()(filters.country, (filters.country && regions?.[filters.country]) || []);
  const kilometres = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilometer' });
  const formFields: Record<SearchFormField, Omit<FilterSelectProps, 'name' | 'onChange'>> = {
    gender: {
      label: t('fields:labels.gender'),
      anyLabel: t('search.filters.anyGender'),
      value: filters.gender,
      options: GENDERS.map((gender) => ({ value: gender, label: t(`fields:values.gender.${gender}`) })),
    },
    country: {
      label: t('fields:labels.country'),
      anyLabel: t('search.filters.anyCountry'),
      value: filters.country,
      options: countries.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label)),
    },
    countryregion: {
      label: t('fields:labels.region'),
      anyLabel: t('search.filters.anyRegion'),
      value: filters.countryregion,
      options: regionOptions,
      disabled: regionOptions.length === 0,
    },
    min_age: {
      label: t('search.filters.minAge'),
      anyLabel: t('search.filters.anyAge'),
      value: filters.min_age,
      options: agesBetween(MINIMUM_AGE, filters.max_age ?? MAXIMUM_SEARCH_AGE),
    },
    max_age: {
      label: t('search.filters.maxAge'),
      anyLabel: t('search.filters.anyAge'),
      value: filters.max_age,
      options: agesBetween(filters.min_age ?? MINIMUM_AGE, MAXIMUM_SEARCH_AGE),
    },
  };
  return (
    <form className="search-filters card border-0 shadow-sm" role="search" aria-label={t('search.filters.label')}>
      <div className="card-body search-filters__grid">
        {SEARCH_FORM_FIELDS.filter((field) => offersSearchField(searchFields, field)).map((field) => (
          <FilterSelect key={field} name={field} {...formFields[field]} onChange={onChange} />
        ))}
        {byDistance && (
          <>
            <FilterSelect
              name="radius"
              label={t('search.filters.radius')}
              anyLabel={t('search.filters.anyDistance')}
              value={filters.radius}
              options={SEARCH_RADII_KM.map((km) => ({ value: String(km), label: t('search.filters.within', { distance: kilometres.format(km) }) }))}
              onChange={onChange}
            />
            <FilterSelect
              name="order"
              label={t('search.filters.order')}
              anyLabel={t('search.filters.nearestFirst')}
              value={filters.order}
              options={[{ value: 'newest', label: t('search.filters.newestFirst') }]}
              onChange={onChange}
            />
          </>
        )}
        <div className="search-filters__wide">
          <div className="form-check">
            <input
              id="filter-fictional"
              className="form-check-input"
              type="checkbox"
              checked={filters.fictional === 'hide'}
              onChange={(event) => onChange('fictional', event.target.checked ? 'hide' : '')}
            />
            <label className="form-check-label" htmlFor="filter-fictional">
              {sentenceCase(t('search.filters.hideFictional', { profiles: fictionalProfiles }))}
            </label>
          </div>
        </div>
      </div>
    </form>
  );
};
