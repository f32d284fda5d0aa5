import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileLocation } from '@dating/domain';
import { useCountryName } from '../../../i18n/use-country-name.js';
import { useGetRegionsQuery } from '../../../lib/catalog-api.js';
import { useProfileSave } from '../hooks/use-profile-save.js';
import { citiesOf, isCompleteLocation, regionsOf, withLocationPart } from '../utils/location-choice.js';
import type { LocationPart } from '../utils/location-choice.js';
import { LocateButton } from './locate-button.js';
import { ProfileSection } from './profile-section.js';

type LocationEditorProps = { location: ProfileLocation; countries: string[] };

/** Country, region and city from the bundled places; "use my location" fills them in from the device. */
export const LocationEditor = ({ location: saved, countries }: LocationEditorProps) => {
  const { t } = useTranslation(['profile', 'fields']);
  const countryName = useCountryName();
  const { data: regions } = useGetRegionsQuery();
  const [location, setLocation] = useState(saved);
  const { save, edited, ...status } = useProfileSave();
  const choose = (part: LocationPart, value: string) => {
    setLocation((current) => withLocationPart(current, part, value));
    edited();
  };
  const found = (place: ProfileLocation) => {
    setLocation(place);
    edited();
  };
  const options: Record<LocationPart, { value: string; label: string }[]> = {
    country: countries
      .map((code) => ({ value: code, label: countryName(code) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    region: regionsOf(regions, location.country).map((region) => ({ value: region, label: region })),
    city: citiesOf(regions, location).map((city) => ({ value: city, label: city })),
  };
  return (
    <ProfileSection
      title={t('sections.location')}
      hint={t('location.hint')}
      save={{ ...status, onSubmit: () => isCompleteLocation(location) && void save({ location }) }}
    >
      <div className="row g-3">
        {(Object.keys(options) as LocationPart[]).map((part) => (
          <div className="col-sm-4" key={part}>
            <label className="form-label small fw-semibold mb-1" htmlFor={`location-${part}`}>
              {t(`fields:labels.${part}`)}
            </label>
            <select
              id={`location-${part}`}
              className="form-select"
              value={location[part]}
              required
              disabled={options[part].length === 0}
              onChange={(event) => choose(part, event.target.value)}
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
      <LocateButton countries={countries} onFound={found} />
    </ProfileSection>
  );
};
