import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenSignupModal } from '../signup/signup-modal-context.js';
import { Modal } from '../ui/modal.js';
import { paths } from '../../config/paths.js';

/** Spec §4: likes need an account ('Je moet ingelogd zijn om te chatten'); a visitor may log in or sign up here. */
export const LoginPrompt = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('likes');
  const openSignup = useOpenSignupModal();
  const titleId = useId();
  return (
    <Modal dialogClassName="modal-sm" labelledBy={titleId} onEscape={onClose} onBackdrop={onClose}>
      <div className="modal-header">
        <h2 id={titleId} className="modal-title h5">
          {t('loginPrompt.title')}
        </h2>
        <button type="button" className="btn-close" aria-label={t('modal.close')} onClick={onClose} />
      </div>
      <div className="modal-body">
        <p className="mb-0">{t('loginPrompt.text')}</p>
      </div>
      <div className="modal-footer flex-column align-items-stretch">
        {openSignup && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onClose();
              openSignup();
            }}
          >
            {t('loginPrompt.signup')}
          </button>
        )}
        <Link className="btn btn-outline-primary" to={paths.login}>
          {t('loginPrompt.login')}
        </Link>
      </div>
    </Modal>
  );
};
