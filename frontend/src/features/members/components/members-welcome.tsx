import { useTranslation } from 'react-i18next';
import type { User } from '../../../types/api.js';

type MembersWelcomeProps = { user: User };

/** The members home until member search arrives: a greeting and the facts of the member's own account. */
export const MembersWelcome = ({ user }: MembersWelcomeProps) => {
  const { t, i18n } = useTranslation('home');
  const memberSince = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(user.signup_date));
  const facts = [
    { label: t('members.status'), value: t(`members.statuses.${user.status}`) },
    { label: t('members.credits'), value: String(user.credits) },
    { label: t('members.since'), value: memberSince },
  ];
  return (
    <section className="container py-4 py-md-5">
      <h1 className="display-6 fw-bold">{t('members.welcome', { name: user.profile.name })}</h1>
      <p className="lead text-body-secondary mb-4">{t('members.intro')}</p>
      <div className="card border-0 shadow-sm account-card">
        <div className="card-body p-4">
          <h2 className="h5 mb-3">{t('members.accountTitle')}</h2>
          <dl className="row mb-0">
            {facts.map((fact) => (
              <div className="col-sm-4 mb-3 mb-sm-0" key={fact.label}>
                <dt className="small text-body-secondary fw-normal">{fact.label}</dt>
                <dd className="h5 mb-0">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
};
