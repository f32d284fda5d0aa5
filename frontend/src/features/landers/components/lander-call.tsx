import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignupLink } from '../../../components/signup/signup-link.js';
import { paths } from '../../../config/paths.js';

/** The lander's call to action: sign up (the modal over the page), or log in for who already is a member. */
export const LanderCall = () => {
  const { t } = useTranslation('landers');
  return (
    <div className="lander__call text-center">
      <SignupLink className="btn btn-secondary btn-lg px-5">{t('signup')}</SignupLink>
      <p className="lander__note mt-3 mb-1">{t('note')}</p>
      <Link to={paths.login}>{t('login')}</Link>
    </div>
  );
};
