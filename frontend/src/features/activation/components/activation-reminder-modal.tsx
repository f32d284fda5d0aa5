import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons.js';
import { Modal } from '../../../components/ui/modal.js';
import { paths } from '../../../config/paths.js';
import { ResendActivationButton } from './resend-activation-button.js';

/** The reminder as a dialog (phones after an API signup); "later" or Escape closes it for this visit. */
export const ActivationReminderModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('auth');
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onEscape={onClose}>
      <div className="modal-body p-4 text-center">
        <div className="status-icon status-icon--primary mx-auto mb-3">
          <Icon name="mail" />
        </div>
        <h2 className="h4" id={titleId}>
          {t('activation.reminderTitle')}
        </h2>
        <p className="text-body-secondary">{t('activation.reminderBody')}</p>
        <ResendActivationButton />
        <div className="d-flex flex-column gap-2 mt-4">
          <Link className="btn btn-primary" to={paths.completeSignup} onClick={onClose}>
            {t('activation.reminderLink')}
          </Link>
          <button type="button" className="btn btn-link text-body-secondary" onClick={onClose}>
            {t('activation.later')}
          </button>
        </div>
      </div>
    </Modal>
  );
};
