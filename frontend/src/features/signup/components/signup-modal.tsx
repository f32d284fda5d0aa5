import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../types/api.js';
import { SignupWizard } from './signup-wizard.js';

type SignupModalProps = {
  settings: Settings;
  renderActivation: (email: string) => ReactNode;
  onClose: () => void;
};

/**
 * Spec §2/§4 signup modal (Bootstrap's modal markup, no Bootstrap JS). Escape, the backdrop and the close
 * button close it, except while the account is being created; going to the login or members closes it too.
 */
export const SignupModal = ({ settings, renderActivation, onClose }: SignupModalProps) => {
  const { t } = useTranslation('signup');
  const [sending, setSending] = useState(false);
  const closable = useRef(true);
  closable.current = !sending;
  const close = useCallback(() => closable.current && onClose(), [onClose]);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', closeOnEscape);
    // The page behind stays where it is while the dialog scrolls.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.style.overflow = overflow;
    };
  }, [close]);

  const closeOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) close();
  };
  return (
    <>
      <div className="modal d-block signup-modal" role="dialog" aria-modal="true" aria-label={t('title')} onMouseDown={closeOnBackdrop}>
        <div className="modal-dialog modal-dialog-centered modal-fullscreen-sm-down">
          <div className="modal-content">
            <div className="modal-header border-0 pb-0">
              {!sending && <button type="button" className="btn-close ms-auto" aria-label={t('modal.close')} onClick={close} />}
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
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
};
