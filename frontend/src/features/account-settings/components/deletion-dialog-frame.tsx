import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.js';

type DeletionDialogFrameProps = {
  title: string;
  /** "Step 2 of 3"; absent once the member has chosen to stay. */
  progress?: string;
  /** Moves the focus to the title when it changes to true (a step without a field of its own). */
  focusTitle: boolean;
  /** Absent while closing is not allowed (the deletion is under way). */
  onClose: (() => void) | undefined;
  children: ReactNode;
};

/** Full screen on phones; Escape and × close it. */
export const DeletionDialogFrame = ({ title, progress, focusTitle, onClose, children }: DeletionDialogFrameProps) => {
  const { t } = useTranslation('settings');
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Modal
      className="deletion-dialog"
      dialogClassName="modal-dialog-scrollable modal-lg modal-fullscreen-sm-down"
      labelledBy={titleId}
      onEscape={onClose}
    >
      <div className="modal-header border-0 pb-0 align-items-start">
        <div>
          {progress && <p className="deletion-dialog__step mb-1">{progress}</p>}
          <h2 className="modal-title h5" id={titleId} ref={titleRef} tabIndex={-1}>
            {title}
          </h2>
        </div>
        <button type="button" className="btn-close" aria-label={t('deletion.close')} disabled={!onClose} onClick={onClose} />
      </div>
      {children}
    </Modal>
  );
};
