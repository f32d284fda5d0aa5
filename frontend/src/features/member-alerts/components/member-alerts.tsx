import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';
import { readDismissal, storeDismissal } from '../../../lib/dismissals.js';
import { browserCanSubscribeToPush } from '../../../lib/push-subscription.js';
import type { User } from '../../../types/api.js';
import { memberAlertOf, type MemberAlert } from '../utils/member-alerts.rules.js';

// Per member: on a shared device, one member's "not now" is not another's.
const dismissalKey = (memberId: string, alert: MemberAlert) => `member-alert:${memberId}:${alert}`;

const LINKS: Record<MemberAlert, string> = {
  mailStopped: paths.notifications,
  photo: paths.myProfile,
  push: `${paths.myProfile}?tab=settings`,
};

// The browser would still ask: a device whose member never answered the notification prompt.
const pushAskable = (publicKey: string) => browserCanSubscribeToPush(publicKey) && Notification.permission === 'default';

/** Spec §4 alerts (mail stopped, no profile photo, push off) above the page: one at a time, each dismissible. */
export const MemberAlerts = ({ user, pushPublicKey }: { user: User; pushPublicKey: string }) => {
  const { t } = useTranslation('common');
  const [dismissals, setDismissals] = useState(0);
  const facts = {
    confirmed: user.status === 'confirmed',
    mailStopped: user.notifications_disabled.length > 0,
    hasPhoto: user.profile.main_image !== null,
    pushAskable: pushAskable(pushPublicKey),
  };
  const alert = memberAlertOf(facts, (shown) => readDismissal(dismissalKey(user.id, shown)), Date.now());
  if (!alert) return null;
  const dismiss = () => {
    storeDismissal(dismissalKey(user.id, alert));
    setDismissals(dismissals + 1);
  };
  return (
    <div className="alert alert-info d-flex align-items-start gap-3 mb-0 member-alert" role="status" aria-labelledby="member-alert-title">
      <div className="flex-grow-1">
        <strong className="d-block" id="member-alert-title">
          {t(`memberAlerts.${alert}.title`)}
        </strong>
        {t(`memberAlerts.${alert}.body`)}{' '}
        <Link className="alert-link" to={LINKS[alert]}>
          {t(`memberAlerts.${alert}.link`)}
        </Link>
      </div>
      <button type="button" className="btn-close" aria-label={t('memberAlerts.dismiss')} onClick={dismiss} />
    </div>
  );
};
