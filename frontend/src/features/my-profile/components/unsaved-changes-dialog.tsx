import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';

/** Asks before a move inside the app drops edits not saved yet: stay (the default) or leave without them. */
export const UnsavedChangesDialog = ({ blocker }: { blocker: Blocker }) => {
  const { t } = useTranslation('profile');
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      variant="danger"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <p className="mb-0">{t('unsaved.body')}</p>
    </ConfirmDialog>
  );
};
