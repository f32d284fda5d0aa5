import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { paths } from '../../config/paths.js';
import { ActivationPending } from '../../features/activation/components/activation-pending.js';
import { MembersOnly } from './session-gates.js';

// The e-mail address is changed in the settings of the profile screen.
const SETTINGS_SCREEN = `${paths.myProfile}?tab=settings`;

/** Spec §2/§4 /complete-signup: an unconfirmed member confirms the address; confirmed members go on, visitors log in. */
export const CompleteSignupRoute = () => {
  const { t } = useTranslation('auth');
  return (
    <MembersOnly>
      {(user) =>
        user.status === 'confirmed' ? (
          <Navigate to={paths.members} replace />
        ) : (
          <CenteredCard>
            <ActivationPending email={user.email}>
              <p className="mb-4">
                {t('activation.wrongAddress')} <Link to={SETTINGS_SCREEN}>{t('activation.changeEmail')}</Link>
              </p>
              <Link className="btn btn-primary btn-lg px-5" to={paths.members}>
                {t('activation.toMembers')}
              </Link>
            </ActivationPending>
          </CenteredCard>
        )
      }
    </MembersOnly>
  );
};
