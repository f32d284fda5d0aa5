import { useTranslation } from 'react-i18next';
import { GENDERS, MAXIMUM_SEARCH_AGE, MINIMUM_AGE } from '@dating/domain';
import { useGetRegionsQuery } from '../../../lib/catalog-api.js';
import { useCountryName } from '../../../i18n/use-country-name.js';
import type { SearchFilters as Filters } from '../../../types/profiles.js';

type SearchFiltersProps = {
  filters: Filters;
  /** The countries this site serves (settings.countries). */
  countries: string[];
  onChange: (name: keyof Filters, value: string) => void;
};

const AGES = Array.from({ length: MAXIMUM_SEARCH_AGE - MINIMUM_AGE + 1 }, (_, index) => MINIMUM_AGE + index);

type FilterSelectProps = {
  name: keyof Filters;
  label: string;
  anyLabel: string;
  value: string | number | undefined;
  options: { value: string; label: string }[];
  onChange: SearchFiltersProps['onChange'];
  disabled?: boolean;
  /** Grid columns: on a phone two filters share a row, the region (long names) has one to itself. */
  columns?: string;
};

const FilterSelect = (props: FilterSelectProps) => {
  const { name, label, anyLabel, value, options, onChange, disabled, columns = 'col-6 col-lg' } = props;
  return (
    <div className={columns}>
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

/** Spec §3 search state: gender, country, region and an age range; each change searches at once. */
export const SearchFilters = ({ filters, countries, onChange }: SearchFiltersProps) => {
  const { t } = useTranslation(['members', 'fields']);
  const countryName = useCountryName();
  const { data: regions } = useGetRegionsQuery();
  const regionNames = (filters.country && regions?.[filters.country]) || [];
  const ages = AGES.map((age) => ({ value: String(age), label: String(age) }));
  return (
    <form className="search-filters card border-0 shadow-sm" role="search" aria-label={t('search.filters.label')}>
      <div className="card-body row g-3 align-items-end">
        <FilterSelect
          name="gender"
          label={t('fields:labels.gender')}
          anyLabel={t('search.filters.anyGender')}
          value={filters.gender}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`fields:values.gender.${gender}`) }))}
          onChange={onChange}
        />
        <FilterSelect
          name="country"
          label={t('fields:labels.country')}
          anyLabel={t('search.filters.anyCountry')}
          value={filters.country}
          options={countries
            .map((code) => ({ value: code, label: countryName(code) }))
            .sort((a, b) => a.label.localeCompare(b.label))}
          onChange={onChange}
        />
        <FilterSelect
          name="countryregion"
          label={t('fields:labels.region')}
          anyLabel={t('search.filters.anyRegion')}
          value={filters.countryregion}
          options={regionNames.map((region) => ({ value: region, label: region }))}
          onChange={onChange}
          disabled={regionNames.length === 0}
          columns="col-12 col-lg"
        />
        <FilterSelect
          name="min_age"
          label={t('search.filters.minAge')}
          anyLabel={t('search.filters.anyAge')}
          value={filters.min_age}
          options={ages}
          onChange={onChange}
        />
        <FilterSelect
          name="max_age"
          label={t('search.filters.maxAge')}
          anyLabel={t('search.filters.anyAge')}
          value={filters.max_age}
          options={ages}
          onChange={onChange}
        />
      </div>
    </form>
  );
};
