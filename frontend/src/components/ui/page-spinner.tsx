import { useTranslation } from 'react-i18next';

export const PageSpinner = () => {
  const { t } = useTranslation('common');
  return (
    <div className="d-flex justify-content-center py-5">
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    </div>
  );
};
