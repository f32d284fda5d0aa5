import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileLocation } from '@dating/domain';
import { LocationFields } from '../../../components/location/location-fields.js';
import type { Geocode } from '../../../components/location/locate-button.js';
import { isCompleteLocation } from '../../../components/location/location-choice.js';
import { useLazyGeocodeQuery } from '../api/my-profile-api.js';
import { useProfileSave } from '../hooks/use-profile-save.js';
import { ProfileSection } from './profile-section.js';

type LocationEditorProps = { location: ProfileLocation; countries: string[] };

/** The member's city, chosen from the bundled places or found from the device's position. */
export const LocationEditor = ({ location: saved, countries }: LocationEditorProps) => {
  const { t } = useTranslation('profile');
  const [location, setLocation] = useState(saved);
  const [geocodeQuery] = useLazyGeocodeQuery();
  const geocode: Geocode = async (position) => (await geocodeQuery(position, true)).data;
  const { save, edited, ...status } = useProfileSave();
  const change = (place: ProfileLocation) => {
    setLocation(place);
    edited();
  };
  return (
    <ProfileSection
      title={t('sections.location')}
      hint={t('location.hint')}
      save={{ ...status, onSubmit: () => isCompleteLocation(location) && void save({ location }) }}
    >
      <LocationFields location={location} countries={countries} geocode={geocode} onChange={change} />
    </ProfileSection>
  );
};
