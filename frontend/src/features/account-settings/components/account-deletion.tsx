import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@dating/domain';
import { AccountDeletionDialog } from './account-deletion-dialog.js';
import { SettingsSection } from './settings-section.js';

type AccountDeletionProps = { invisible: boolean; grantedDiscountPercent: number | null };

/** Spec §1: a member may delete the account and has 14 days to change their mind through the mail sent then. */
export const AccountDeletion = ({ invisible, grantedDiscountPercent }: AccountDeletionProps) => {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title={t('deletion.title')} tone="danger">
      <p className="text-body-secondary">{t('deletion.body', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
      <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
        {t('deletion.open')}
      </button>
      {open && (
        <AccountDeletionDialog invisible={invisible} grantedDiscountPercent={grantedDiscountPercent} onClose={() => setOpen(false)} />
      )}
    </SettingsSection>
  );
};
