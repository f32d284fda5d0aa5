import { ICEBREAKERS } from '@dating/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.js';

type IcebreakerModalProps = { name: string; onChoose: (line: string) => void; onClose: () => void };

/** Spec §2 icebreaker modal: translated opening lines; the chosen one goes into the message box to send or change. */
export const IcebreakerModal = ({ name, onChoose, onClose }: IcebreakerModalProps) => {
  const { t } = useTranslation('chat');
  const titleId = useId();
  return (
    <Modal className="chat-choice-modal" labelledBy={titleId} onEscape={onClose} onBackdrop={onClose}>
      <div className="modal-header">
        <h2 id={titleId} className="modal-title h5">
          {t('icebreakers.title', { name })}
        </h2>
        <button type="button" className="btn-close" aria-label={t('close')} onClick={onClose} />
      </div>
      <div className="modal-body">
        <ul className="list-unstyled d-grid gap-2 mb-0">
          {ICEBREAKERS.map((key) => {
            const line = t(`icebreakers.lines.${key}`, { name });
            return (
              <li key={key}>
                <button type="button" className="btn btn-outline-primary w-100 text-start" onClick={() => onChoose(line)}>
                  {line}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Modal>
  );
};
