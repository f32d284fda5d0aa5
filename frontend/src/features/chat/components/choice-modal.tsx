import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.js';

type ChoiceModalProps = { title: string; onClose: () => void; children: ReactNode };

/** A titled dialog to pick something for the conversation from (an opening line, a gift); Escape or a press outside closes it. */
export const ChoiceModal = ({ title, onClose, children }: ChoiceModalProps) => {
  const { t } = useTranslation('chat');
  const titleId = useId();
  return (
    <Modal className="chat-choice-modal" labelledBy={titleId} onEscape={onClose} onBackdrop={onClose}>
      <div className="modal-header">
        <h2 id={titleId} className="modal-title h5">
          {title}
        </h2>
        <button type="button" className="btn-close" aria-label={t('close')} onClick={onClose} />
      </div>
      <div className="modal-body">{children}</div>
    </Modal>
  );
};
