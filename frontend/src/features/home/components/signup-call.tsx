import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';

export const SignupCall = () => {
  const { t } = useTranslation('home');
  return (
    <section className="container py-5">
      <div className="signup-call text-center">
        <Icon name="heart" className="signup-call__icon" />
        <h2 className="section-title mt-2">{t('call.title')}</h2>
        <p className="lead mb-4">{t('call.body')}</p>
        <Link className="btn btn-secondary btn-lg px-5" to={paths.signup}>
          {t('call.button')}
        </Link>
      </div>
    </section>
  );
};
