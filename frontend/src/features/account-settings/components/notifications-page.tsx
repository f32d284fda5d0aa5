import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isMarketingPreference, MARKETING_NOTIFICATION_PREFERENCES, NOTIFICATION_PREFERENCES } from '@dating/domain';
import type { NotificationPreference } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { PageLoading } from '../../../components/ui/page-loading.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useGetNotificationsQuery, useUpdateNotificationsMutation } from '../api/notifications-api.js';
import type { NotificationSettings } from '../api/notifications-api.js';
import { SETTINGS_PATH } from '../utils/settings-links.js';
import { MailStoppedAlert } from './mail-stopped-alert.js';
import { SettingsSection } from './settings-section.js';
import './account-settings.scss';

// Mail about other members first, then the site's own service mail, then marketing, which is off until switched on.
const ABOUT_MEMBERS: readonly NotificationPreference[] = NOTIFICATION_PREFERENCES.slice(0, 4);
const FROM_THE_SITE: readonly NotificationPreference[] = NOTIFICATION_PREFERENCES.slice(4).filter((preference) => !isMarketingPreference(preference));

/** Spec §3 notification preferences: each switch saves at once. */
export const NotificationsPage = ({ email }: { email: string }) => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const notifications = useGetNotificationsQuery();
  const { data } = notifications;
  const [update, { error: saveError, isSuccess: saved }] = useUpdateNotificationsMutation();
  const failure = toApiError(saveError);
  if (!data) return <PageLoading queries={[notifications]} />;
  const save = (preference: NotificationPreference, on: boolean) =>
    void update({ preferences: { [preference]: on } });
  return (
    <section className="account-settings container py-4 py-md-5">
      <div className="row justify-content-center">
        <div className="col-lg-9 col-xl-8 d-flex flex-column gap-4">
          <header>
            <Link className="small fw-semibold text-decoration-none" to={SETTINGS_PATH}>
              <span aria-hidden="true">‹ </span>
              {t('notificationsPage.back')}
            </Link>
            <h1 className="account-settings__title mt-2 mb-1">{t('notificationsPage.title')}</h1>
            <p className="text-body-secondary mb-0">{t('notificationsPage.subtitle')}</p>
          </header>
          <MailStoppedAlert reasons={data.disabled} email={email} />
          {failure && <AlertMessage variant="danger">{errorText(failure.code, failure.params)}</AlertMessage>}
          <p className="visually-hidden" role="status">
            {saved ? t('notificationsPage.saved') : ''}
          </p>
          <PreferenceGroup title={t('notificationsPage.aboutMembers')} keys={ABOUT_MEMBERS} settings={data} onChange={save} />
          <PreferenceGroup title={t('notificationsPage.fromTheSite')} keys={FROM_THE_SITE} settings={data} onChange={save} />
          <PreferenceGroup
            title={t('notificationsPage.marketing')}
            hint={t('notificationsPage.marketingHint')}
            keys={MARKETING_NOTIFICATION_PREFERENCES}
            settings={data}
            onChange={save}
          />
        </div>
      </div>
    </section>
  );
};

type PreferenceGroupProps = {
  title: string;
  hint?: string;
  keys: readonly NotificationPreference[];
  settings: NotificationSettings;
  onChange: (preference: NotificationPreference, on: boolean) => void;
};

const PreferenceGroup = ({ title, hint, keys, settings, onChange }: PreferenceGroupProps) => {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={title} hint={hint}>
      {keys.map((preference) => (
        <div key={preference} className="form-check form-switch account-settings__switch-row d-flex gap-3 ps-0 py-3">
          <input
            id={`notification-${preference}`}
            className="form-check-input ms-0 flex-shrink-0"
            type="checkbox"
            role="switch"
            checked={settings.preferences[preference]}
            aria-describedby={`notification-${preference}-hint`}
            onChange={(event) => onChange(preference, event.target.checked)}
          />
          <div>
            <label className="form-check-label fw-semibold" htmlFor={`notification-${preference}`}>
              {t(`notificationsPage.preferences.${preference}.label`)}
            </label>
            <p id={`notification-${preference}-hint`} className="small text-body-secondary mb-0">
              {t(`notificationsPage.preferences.${preference}.hint`)}
            </p>
          </div>
        </div>
      ))}
    </SettingsSection>
  );
};
