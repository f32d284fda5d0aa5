import { useTranslation } from 'react-i18next';
import { SignupLink } from '../../../components/signup/signup-link.js';
import { Icon } from '../../../components/ui/icons.js';

export const SignupCall = () => {
  const { t } = useTranslation('home');
  return (
    <section className="container py-5">
      <div className="signup-call text-center">
        <Icon name="heart" className="signup-call__icon" />
        <h2 className="section-title mt-2">{t('call.title')}</h2>
        <p className="lead mb-4">{t('call.body')}</p>
        <SignupLink className="btn btn-secondary btn-lg px-5">{t('call.button')}</SignupLink>
      </div>
    </section>
  );
};
