import { useTranslation } from 'react-i18next';
import type { ProfileLocation } from '@dating/domain';
import { LocationFields } from '../../../components/location/location-fields.js';
import { isCompleteLocation } from '../../../components/location/location-choice.js';
import { useSectionDraft } from '../hooks/use-section-draft.js';
import { ProfileSection } from './profile-section.js';

type LocationEditorProps = { location: ProfileLocation; countries: string[] };

const locationFingerprint = ({ country, region, city }: ProfileLocation) => JSON.stringify([country, region, city]);

/** The member's city, chosen from the bundled places or found from the device's position. */
export const LocationEditor = ({ location: saved, countries }: LocationEditorProps) => {
  const { t } = useTranslation('profile');
  const { value: location, change, save, status } = useSectionDraft(saved, locationFingerprint);
  return (
    <ProfileSection
      title={t('sections.location')}
      hint={t('location.hint')}
      save={{ ...status, onSubmit: () => isCompleteLocation(location) && void save({ location }) }}
    >
      <LocationFields location={location} countries={countries} onChange={change} />
    </ProfileSection>
  );
};
