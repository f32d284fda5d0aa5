import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isListedTown, type ProfileLocation } from '@dating/domain';
import { useCountryName } from '../../i18n/use-country-name.js';
import { useRegionOptions } from '../../i18n/use-region-name.js';
import { useGetCitiesQuery, useGetRegionsQuery } from '../../lib/catalog-api.js';
import { LocateButton } from './locate-button.js';
import { townAsListed, withLocationPart } from './location-choice.js';

type LocationFieldsProps = {
  location: ProfileLocation;
  /** The site's countries (settings.countries): only places there can be chosen or found. */
  countries: string[];
  onChange: (location: ProfileLocation) => void;
  /** Already translated; marks the city invalid when present. */
  error?: string;
  /** The form was sent: an unknown town is named at once, not only once the member left the town field. */
  submitted?: boolean;
  /** One field under the other, for a narrow dialog where three side by side would cut the names short. */
  stacked?: boolean;
};

type Option = { value: string; label: string };

/**
 * Country and region from lists, the town typed with suggestions: a region can have thousands of towns
 * (GeoNames lists every town of at least 1,000 people). "Use my location" fills all three in.
 */
export const LocationFields = ({ location, countries, onChange, error, submitted = false, stacked = false }: LocationFieldsProps) => {
  const { t } = useTranslation(['profile', 'fields']);
  const countryName = useCountryName();
  const townsId = useId();
  const { data: regions } = useGetRegionsQuery();
  const hasRegion = Boolean(location.country && location.region);
  const { data: towns } = useGetCitiesQuery({ country: location.country, region: location.region }, { skip: !hasRegion });
  const countryOptions = countries.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label));
  const regionOptions = useRegionOptions()(location.country, regions?.[location.country] ?? []);
  // Not while the member is still typing the name: once they left the field or sent the form, then as they type.
  const [leftTown, setLeftTown] = useState(false);
  const unknownTown = Boolean(location.city) && towns !== undefined && !isListedTown(location.city, towns);
  const shownError = error ?? (unknownTown && (leftTown || submitted) ? t('location.unknownTown') : undefined);
  const column = stacked ? 'col-12' : 'col-sm-4';
  const choice = (part: 'country' | 'region', options: Option[]) => (
    <div className={column}>
      <label className="form-label small fw-semibold mb-1" htmlFor={`location-${part}`}>
        {t(`fields:labels.${part}`)}
      </label>
      <select
        id={`location-${part}`}
        className={`form-select${shownError && !location[part] ? ' is-invalid' : ''}`}
        value={location[part]}
        required
        disabled={options.length === 0}
        onChange={(event) => onChange(withLocationPart(location, part, event.target.value))}
      >
        <option value="">{t('location.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      <div className="row g-3">
        {choice('country', countryOptions)}
        {choice('region', regionOptions)}
        <div className={column}>
          <label className="form-label small fw-semibold mb-1" htmlFor="location-city">
            {t('fields:labels.city')}
          </label>
          <input
            id="location-city"
            className={`form-control${shownError && (!location.city || unknownTown) ? ' is-invalid' : ''}`}
            value={location.city}
            list={townsId}
            required
            autoComplete="off"
            disabled={!hasRegion}
            placeholder={hasRegion ? t('location.typeTown') : undefined}
            aria-invalid={Boolean(shownError) || undefined}
            aria-describedby={shownError ? 'location-error' : undefined}
            onChange={(event) => onChange(withLocationPart(location, 'city', townAsListed(event.target.value, towns ?? [])))}
            onBlur={() => setLeftTown(true)}
          />
          <datalist id={townsId}>
            {towns?.map((town) => <option key={town} value={town} />)}
          </datalist>
        </div>
      </div>
      {shownError && (
        <div id="location-error" className="invalid-feedback d-block">
          {shownError}
        </div>
      )}
      <LocateButton countries={countries} onFound={onChange} />
    </>
  );
};
