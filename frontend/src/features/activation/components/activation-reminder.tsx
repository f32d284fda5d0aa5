import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.js';
import { paths } from '../../../config/paths.js';
import type { User } from '../../../types/api.js';
import { useActivationReminder } from '../hooks/use-activation-reminder.js';
import { ActivationReminderModal } from './activation-reminder-modal.js';
import { ResendActivationButton } from './resend-activation-button.js';

type ActivationReminderProps = { user: User | null };

/** Spec §4: reminds an unconfirmed member to confirm the address, as an alert or (flagged signups on phones) a modal. */
export const ActivationReminder = ({ user }: ActivationReminderProps) => {
  const { kind, dismissModal } = useActivationReminder(user);
  if (kind === 'none') return null;
  if (kind === 'modal') return <ActivationReminderModal onClose={dismissModal} />;
  return <ActivationReminderAlert />;
};

const ActivationReminderAlert = () => {
  const { t } = useTranslation('auth');
  return (
    <div className="alert alert-warning d-flex align-items-start gap-3 mb-0 activation-reminder" role="status">
      <Icon name="mail" className="activation-reminder__icon" />
      <div className="flex-grow-1">
        <strong className="d-block">{t('activation.reminderTitle')}</strong>
        {t('activation.reminderBody')}
        <div className="d-flex flex-wrap align-items-start gap-2 mt-2">
          <Link className="btn btn-sm btn-warning" to={paths.completeSignup}>
            {t('activation.reminderLink')}
          </Link>
          <ResendActivationButton size="sm" />
        </div>
      </div>
    </div>
  );
};
