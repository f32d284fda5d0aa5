import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons.js';
import type { User } from '../../../types/api.js';
import { needsActivationReminder } from '../utils/activation-reminder.rules.js';

type ActivationReminderProps = { user: User | null };

export const ActivationReminder = ({ user }: ActivationReminderProps) => {
  const { t } = useTranslation('auth');
  if (!needsActivationReminder(user)) return null;
  return (
    <div className="alert alert-warning d-flex align-items-start gap-3 mb-0 activation-reminder" role="status">
      <Icon name="mail" className="activation-reminder__icon" />
      <div>
        <strong className="d-block">{t('activation.reminderTitle')}</strong>
        {t('activation.reminderBody')}
      </div>
    </div>
  );
};
