import { useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from '../../../i18n/languages.js';

// The API sets the session cookie (HttpOnly, spec §9: prefix auth., 30 days); the app never reads it.
const SESSION_COOKIE = 'auth.session';
const SESSION_COOKIE_DAYS = 30;

const COOKIES = [
  { key: 'session', name: SESSION_COOKIE, days: SESSION_COOKIE_DAYS },
  { key: 'language', name: LANGUAGE_COOKIE, days: LANGUAGE_COOKIE_DAYS },
];

/** Every cookie the site sets: both functional, with their purpose and lifetime. */
export const CookieList = () => {
  const { t } = useTranslation('pages');
  return (
    <div className="row g-3 mb-4">
      {COOKIES.map((cookie) => (
        <div className="col-sm-6" key={cookie.key}>
          <div className="card border-0 shadow-sm h-100">
            <div className="card-body p-4">
              <code className="cookie-name">{cookie.name}</code>
              <p className="my-2">{t(`cookies.list.${cookie.key}`)}</p>
              <span className="badge rounded-pill text-bg-light">
                {t('cookies.list.lifetime', { days: cookie.days })}
              </span>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
};
