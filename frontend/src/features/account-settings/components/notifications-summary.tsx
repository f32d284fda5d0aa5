import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';
import { usePushState } from '../hooks/use-push-state.js';
import { PUSH_STATES } from '../utils/push-state.js';
import type { PushState } from '../utils/push-state.js';
import { SettingsSection } from './settings-section.js';

const PUSH_BADGES: Record<PushState, string> = {
  [PUSH_STATES.SUBSCRIBED]: 'text-bg-success',
  [PUSH_STATES.NOT_SUBSCRIBED]: 'text-bg-light border',
  [PUSH_STATES.DENIED]: 'text-bg-danger',
  [PUSH_STATES.UNSUPPORTED]: 'text-bg-light border',
};

type NotificationsSummaryProps = { mailStopped: boolean };

/** Spec §2: e-mail preferences live on their own screen; push is shown as this device has it. */
export const NotificationsSummary = ({ mailStopped }: NotificationsSummaryProps) => {
  const { t } = useTranslation('settings');
  const push = usePushState();
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
      <div className="border-top mt-4 pt-3">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <span className="fw-semibold">{t('notifications.push.label')}</span>
          {push && <span className={`badge rounded-pill ${PUSH_BADGES[push]}`}>{t(`notifications.push.badges.${push}`)}</span>}
        </div>
        <p className="small text-body-secondary mb-0" role="status">
          {push ? t(`notifications.push.explain.${push}`) : t('notifications.push.checking')}
        </p>
      </div>
    </SettingsSection>
  );
};
