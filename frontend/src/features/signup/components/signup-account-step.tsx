import { useTranslation } from 'react-i18next';
import { signupsOpenTo, storedTracking } from '../utils/tracking.js';
import { SignupClosed } from './signup-closed.js';
import { SignupForm } from './signup-form.js';

type SignupAccountStepProps = {
  /** settings.signups; undefined while the settings load. */
  signups: string | undefined;
  onSignedUp: () => void;
};

export const SignupAccountStep = ({ signups, onSignedUp }: SignupAccountStepProps) => {
  const { t } = useTranslation('signup');
  const open = signups !== undefined && signupsOpenTo(signups, storedTracking());
  return (
    <>
      <h1 className="h2 mb-1">{t('account.title')}</h1>
      <p className="text-body-secondary mb-4">{t('account.subtitle')}</p>
      {signups !== undefined && (open ? <SignupForm onSignedUp={onSignedUp} /> : <SignupClosed />)}
    </>
  );
};
