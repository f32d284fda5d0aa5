import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BLOCK_ERRORS } from '@dating/domain';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';

/** Why a profile cannot be shown: blocked by that member, gone, invisible, or an error. */
export const ProfileUnavailable = ({ code }: { code: string }) => {
  const { t } = useTranslation('members');
  const errorText = useErrorText();
  const blocked = code === BLOCK_ERRORS.BLOCKED_BY_MEMBER;
  return (
    <section className="container py-5">
      <div className="profile-unavailable card border-0 shadow-sm mx-auto text-center">
        <div className="card-body p-4 p-md-5">
          <span className={`status-icon status-icon--${blocked ? 'danger' : 'primary'} mx-auto mb-3`}>
            <Icon name={blocked ? 'shield' : 'alert'} />
          </span>
          <h1 className="h4">{blocked ? t('profile.blockedByMember.title') : errorText(code)}</h1>
          {blocked && <p className="text-body-secondary">{errorText(code)}</p>}
          <Link className="btn btn-primary mt-2" to={paths.members}>
            {t('profile.backToSearch')}
          </Link>
        </div>
      </div>
    </section>
  );
};
