import { useTranslation } from 'react-i18next';
import type { ProfileLocation } from '@dating/domain';
import { useCountryName } from '../../i18n/use-country-name.js';
import { useGetRegionsQuery } from '../../lib/catalog-api.js';
import { LocateButton } from './locate-button.js';
import type { Geocode } from './locate-button.js';
import { citiesOf, regionsOf, withLocationPart } from './location-choice.js';
import type { LocationPart } from './location-choice.js';

type LocationFieldsProps = {
  location: ProfileLocation;
  /** The site's countries (settings.countries): only places there can be chosen or found. */
  countries: string[];
  geocode: Geocode;
  onChange: (location: ProfileLocation) => void;
  /** Already translated; marks the city invalid when present. */
  error?: string;
  /** One field under the other, for a narrow dialog where three side by side would cut the names short. */
  stacked?: boolean;
};

/** Country, region and city from the bundled places; "use my location" fills them in from the device. */
export const LocationFields = ({ location, countries, geocode, onChange, error, stacked = false }: LocationFieldsProps) => {
  const { t } = useTranslation(['profile', 'fields']);
  const countryName = useCountryName();
  const { data: regions } = useGetRegionsQuery();
  const options: Record<LocationPart, { value: string; label: string }[]> = {
    country: countries
      .map((code) => ({ value: code, label: countryName(code) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    region: regionsOf(regions, location.country).map((region) => ({ value: region, label: region })),
    city: citiesOf(regions, location).map((city) => ({ value: city, label: city })),
  };
  const invalid = (part: LocationPart) => Boolean(error) && !location[part];
  return (
    <>
      <div className="row g-3">
        {(Object.keys(options) as LocationPart[]).map((part) => (
          <div className={stacked ? 'col-12' : 'col-sm-4'} key={part}>
            <label className="form-label small fw-semibold mb-1" htmlFor={`location-${part}`}>
              {t(`fields:labels.${part}`)}
            </label>
            <select
              id={`location-${part}`}
              className={`form-select${invalid(part) ? ' is-invalid' : ''}`}
              value={location[part]}
              required
              disabled={options[part].length === 0}
              aria-invalid={invalid(part) || undefined}
              aria-describedby={error ? 'location-error' : undefined}
              onChange={(event) => onChange(withLocationPart(location, part, event.target.value))}
            >
              <option value="">{t('location.choose')}</option>
              {options[part].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error && (
        <div id="location-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <LocateButton countries={countries} geocode={geocode} onFound={onChange} />
    </>
  );
};
