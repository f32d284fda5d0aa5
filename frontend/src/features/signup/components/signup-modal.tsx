import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.js';
import type { Settings } from '../../../types/api.js';
import { SignupWizard } from './signup-wizard.js';

type SignupModalProps = {
  settings: Settings;
  renderActivation: (email: string) => ReactNode;
  onClose: () => void;
};

/**
 * Spec §2/§4 signup modal. Escape, the backdrop and the close button close it, except while the account
 * is being created; going to the login or members closes it too.
 */
export const SignupModal = ({ settings, renderActivation, onClose }: SignupModalProps) => {
  const { t } = useTranslation('signup');
  const [sending, setSending] = useState(false);
  const close = sending ? undefined : onClose;
  return (
    <Modal
      className="signup-modal"
      dialogClassName="modal-fullscreen-sm-down"
      label={t('title')}
      onEscape={close}
      onBackdrop={close}
    >
      <div className="modal-header border-0 pb-0">
        {close && <button type="button" className="btn-close ms-auto" aria-label={t('modal.close')} onClick={close} />}
      </div>
      <div className="modal-body px-4 pb-4 pt-0 px-sm-5">
        <SignupWizard
          headingLevel={2}
          settings={settings}
          renderActivation={renderActivation}
          onLeave={onClose}
          onSendingChange={setSending}
        />
      </div>
    </Modal>
  );
};
