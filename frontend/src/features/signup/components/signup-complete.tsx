import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';

/** Spec §4: the last signup step; the activation mail is expected within a minute. */
export const SignupComplete = () => {
  const { t } = useTranslation('signup');
  return (
    <div className="text-center">
      <div className="status-icon status-icon--primary mx-auto mb-4">
        <Icon name="mail" />
      </div>
      <h1 className="h2">{t('complete.title')}</h1>
      <p className="lead">{t('complete.body')}</p>
      <p className="text-body-secondary">{t('complete.spam')}</p>
      <Link className="btn btn-primary btn-lg px-5 mt-2" to={paths.members}>
        {t('complete.continue')}
      </Link>
    </div>
  );
};
