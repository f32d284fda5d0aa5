import { useTranslation } from 'react-i18next';
import type { User } from '../../../types/api.js';
import { AccountDeletion } from './account-deletion.js';
import { DataExport } from './data-export.js';
import { EmailSettings } from './email-settings.js';
import { InvisibleModeSwitch } from './invisible-mode-switch.js';
import { NotificationsSummary } from './notifications-summary.js';
import { PasswordSettings } from './password-settings.js';
import './account-settings.scss';

type AccountSettingsPageProps = {
  user: User;
  /** settings.push_public_key: empty when the site sends no push. */
  pushPublicKey: string;
};

/** Spec §2 settings: e-mail, password, notifications and push, invisible mode, the member's data, deletion. */
export const AccountSettingsPage = ({ user, pushPublicKey }: AccountSettingsPageProps) => {
  const { t } = useTranslation('settings');
  return (
    <section className="account-settings container py-4 py-md-5">
      <header className="mb-4">
        <h1 className="account-settings__title mb-1">{t('title')}</h1>
        <p className="text-body-secondary mb-0">{t('subtitle')}</p>
      </header>
      <div className="row g-4">
        <div className="col-lg-6 d-flex flex-column gap-4">
          <EmailSettings user={user} />
          <PasswordSettings />
        </div>
        <div className="col-lg-6 d-flex flex-column gap-4">
          <NotificationsSummary mailStopped={user.notifications_disabled.length > 0} pushPublicKey={pushPublicKey} />
          <InvisibleModeSwitch invisible={user.invisible} />
          <DataExport />
          <AccountDeletion invisible={user.invisible} grantedDiscountPercent={user.retention_discount?.percentage ?? null} />
        </div>
      </div>
    </section>
  );
};
