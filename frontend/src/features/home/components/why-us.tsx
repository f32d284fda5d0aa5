import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons.js';
import type { IconName } from '../../../components/ui/icons.js';

const REASONS: { key: string; icon: IconName }[] = [
  { key: 'privacy', icon: 'shield' },
  { key: 'credits', icon: 'coins' },
  { key: 'languages', icon: 'globe' },
  { key: 'verified', icon: 'mail' },
];

export const WhyUs = () => {
  const { t } = useTranslation('home');
  return (
    <section className="why-us py-5">
      <div className="container py-md-4">
        <h2 className="section-title text-center">{t('reasons.title')}</h2>
        <div className="row g-4 mt-2">
          {REASONS.map((reason) => (
            <div className="col-sm-6 col-lg-3" key={reason.key}>
              <div className="card h-100 border-0 shadow-sm reason-card">
                <div className="card-body p-4">
                  <div className="reason-card__icon mb-3">
                    <Icon name={reason.icon} />
                  </div>
                  <h3 className="h5">{t(`reasons.${reason.key}.title`)}</h3>
                  <p className="text-body-secondary mb-0">{t(`reasons.${reason.key}.body`)}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
};
