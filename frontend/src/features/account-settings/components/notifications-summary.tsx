import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';
import { PushSettings } from './push-settings.js';
import { SettingsSection } from './settings-section.js';

type NotificationsSummaryProps = {
  mailStopped: boolean;
  /** settings.push_public_key: empty when the site sends no push. */
  pushPublicKey: string;
};

/** Spec §2: e-mail preferences live on their own screen; push is shown, and switched on, as this device has it. */
export const NotificationsSummary = ({ mailStopped, pushPublicKey }: NotificationsSummaryProps) => {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('notifications.title')}>
      <p className="text-body-secondary">{t('notifications.summary')}</p>
      {mailStopped && (
        <p className="small text-danger fw-semibold" role="status">
          {t('notifications.mailStopped')}
        </p>
      )}
      <Link className="btn btn-outline-primary" to={paths.notifications}>
        {t('notifications.link')}
      </Link>
      <PushSettings publicKey={pushPublicKey} />
    </SettingsSection>
  );
};
