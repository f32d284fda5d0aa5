import { isListedTown } from '@dating/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationFields } from '../../../components/location/location-fields.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { useGetCitiesQuery } from '../../../lib/catalog-api.js';
import type { SignupWizard } from '../hooks/use-signup-wizard.js';
import { StepFrame } from './step-frame.js';

type LocationStepProps = { wizard: SignupWizard; countries: string[] };

/** Step 2: the member's city, picked from the list or found from the device's position. */
export const LocationStep = ({ wizard, countries }: LocationStepProps) => {
  const { t } = useTranslation(['signup', 'profile']);
  const errorText = useErrorText();
  const { location } = wizard.draft;
  const { data: towns } = useGetCitiesQuery({ country: location.country, region: location.region }, { skip: !location.country || !location.region });
  const [submitted, setSubmitted] = useState(false);
  const error = wizard.fieldError('location');
  // The API's rule for a town (placeNameKey): a made-up one is refused here, with the message the field shows.
  const next = () => {
    setSubmitted(true);
    if (wizard.validateStep() && isListedTown(location.city, towns)) wizard.forward();
  };
  return (
    <StepFrame onNext={next} onBack={wizard.back}>
      <LocationFields
        location={wizard.draft.location}
        countries={countries}
        onChange={(location) => wizard.change('location', location)}
        error={error && errorText(error)}
        submitted={submitted}
        stacked
      />
      <p className="small text-body-secondary mt-3 mb-0">{t('profile:location.hint')}</p>
    </StepFrame>
  );
};
