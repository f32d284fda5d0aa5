import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignupLink } from '../../../components/signup/signup-link.js';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';

/** The closing call to action: sign up, or on an invite-only site how membership works and the way in for members. */
export const SignupCall = ({ signupsOpen }: { signupsOpen: boolean }) => {
  const { t } = useTranslation('home');
  return (
    <section className="container py-5">
      <div className="signup-call text-center">
        <Icon name="heart" className="signup-call__icon" />
        <h2 className="section-title mt-2">{t(signupsOpen ? 'call.title' : 'invite.title')}</h2>
        <p className="lead mb-4">{t(signupsOpen ? 'call.body' : 'invite.body')}</p>
        {signupsOpen ? (
          <SignupLink className="btn btn-secondary btn-lg px-5">{t('call.button')}</SignupLink>
        ) : (
          <Link className="btn btn-secondary btn-lg px-5" to={paths.login}>
            {t('invite.login')}
          </Link>
        )}
      </div>
    </section>
  );
};
