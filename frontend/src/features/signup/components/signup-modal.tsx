import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
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
 * is being created; once the member has entered something they first ask whether to stop (what was
 * entered is kept for when the signup is opened again). Going to the login or members closes it at once.
 */
export const SignupModal = ({ settings, renderActivation, onClose }: SignupModalProps) => {
  const { t } = useTranslation('signup');
  const [sending, setSending] = useState(false);
  const [entered, setEntered] = useState(false);
  const [asking, setAsking] = useState(false);
  // What had the focus when the signup opened (the "sign up" link): it has it again once the signup closes.
  const [opener] = useState(() => document.activeElement);
  const closeHere = () => {
    onClose();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
  const close = sending ? undefined : entered ? () => setAsking(true) : closeHere;
  // While the question is open, Escape answers it (Keep going), not the signup behind it.
  const closeByKeyOrBackdrop = asking ? undefined : close;
  return (
    <>
      <Modal
        className="signup-modal"
        dialogClassName="modal-fullscreen-sm-down"
        label={t('title')}
        onEscape={closeByKeyOrBackdrop}
        onBackdrop={closeByKeyOrBackdrop}
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
            onEntriesChange={setEntered}
          />
        </div>
      </Modal>
      {asking && (
        <ConfirmDialog
          alert
          className="signup-leave"
          title={t('leave.title')}
          cancelLabel={t('leave.keepGoing')}
          confirmLabel={t('leave.close')}
          onCancel={() => setAsking(false)}
          onConfirm={closeHere}
        >
          <p className="mb-0">{t('leave.body')}</p>
        </ConfirmDialog>
      )}
    </>
  );
};
