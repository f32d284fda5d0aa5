import { useTranslation } from 'react-i18next';

const STEPS = ['account', 'profile', 'chat'] as const;

export const HowItWorks = () => {
  const { t } = useTranslation('home');
  return (
    <section className="container py-5 my-md-4">
      <h2 className="section-title text-center">{t('steps.title')}</h2>
      <ol className="row g-4 list-unstyled mt-2 mb-0">
        {STEPS.map((step, index) => (
          <li className="col-md-4" key={step}>
            <div className="step-card h-100">
              <span className="step-card__number">{index + 1}</span>
              <h3 className="h5 mt-3">{t(`steps.${step}.title`)}</h3>
              <p className="text-body-secondary mb-0">{t(`steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
};
