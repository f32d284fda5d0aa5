import { useTranslation } from 'react-i18next';
import { ACCOUNT_EXPORT_URL } from '../api/account-api.js';
import { SettingsSection } from './settings-section.js';

/** Everything the site holds about the member, as the file the API names (a plain link: the browser saves it). */
export const DataExport = () => {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('data.title')}>
      <p className="text-body-secondary">{t('data.body')}</p>
      <a className="btn btn-outline-primary" href={ACCOUNT_EXPORT_URL} download>
        {t('data.download')}
      </a>
    </SettingsSection>
  );
};
