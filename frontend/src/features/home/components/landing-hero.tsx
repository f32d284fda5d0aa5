import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignupLink } from '../../../components/signup/signup-link.js';
import { paths } from '../../../config/paths.js';

const BUBBLES = ['hello', 'coffee', 'reply'] as const;

export const LandingHero = ({ signupsOpen }: { signupsOpen: boolean }) => {
  const { t } = useTranslation('home');
  return (
    <section className="hero">
      <div className="container">
        <div className="row align-items-center gy-5">
          <div className="col-lg-6">
            <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
            <h1 className="hero__title">{t('hero.title')}</h1>
            <p className="hero__lead">{t('hero.lead')}</p>
            <div className="d-flex flex-wrap gap-3 mt-4">
              {signupsOpen && <SignupLink className="btn btn-secondary btn-lg px-4">{t('hero.signup')}</SignupLink>}
              <Link className={`btn btn-lg px-4 ${signupsOpen ? 'btn-outline-light' : 'btn-secondary'}`} to={paths.login}>
                {t('hero.login')}
              </Link>
            </div>
            <p className="hero__note mt-3 mb-0">{t(signupsOpen ? 'hero.note' : 'hero.inviteOnly')}</p>
          </div>
          <div className="col-lg-6 d-none d-md-block">
            <div className="hero__chat" aria-hidden="true">
              {BUBBLES.map((bubble, index) => (
                <div key={bubble} className={`hero__bubble hero__bubble--${index % 2 === 0 ? 'in' : 'out'}`}>
                  {t(`hero.bubbles.${bubble}`)}
                </div>
              ))}
              <div className="hero__typing">
                <span />
                <span />
                <span />
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
};
