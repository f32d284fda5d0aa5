import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';

type ActivationDoneProps = { loggedIn: boolean };

/** Where the activation link lands (often on another device): logged in members go on, others log in. */
export const ActivationDone = ({ loggedIn }: ActivationDoneProps) => {
  const { t } = useTranslation('auth');
  return (
    <div className="text-center">
      <div className="status-icon status-icon--success mx-auto mb-4">
        <Icon name="check" />
      </div>
      <h1 className="h2">{t('activation.doneTitle')}</h1>
      <p className="lead text-body-secondary">{t('activation.doneBody')}</p>
      {loggedIn ? (
        <Link className="btn btn-primary btn-lg px-5" to={paths.members}>
          {t('activation.toMembers')}
        </Link>
      ) : (
        <Link className="btn btn-primary btn-lg px-5" to={paths.login}>
          {t('activation.login')}
        </Link>
      )}
    </div>
  );
};
