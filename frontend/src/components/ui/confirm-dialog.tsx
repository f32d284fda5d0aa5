import { useId } from 'react';
import type { ReactNode } from 'react';
import { Modal } from './modal.js';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button's colour: danger for what cannot be taken back lightly. */
  variant?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question (Bootstrap's modal markup, no Bootstrap JS); Escape cancels. */
export const ConfirmDialog = ({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onEscape={onCancel}>
      <div className="modal-header border-0 pb-0">
        <h2 className="modal-title h5" id={titleId}>
          {title}
        </h2>
      </div>
      <div className="modal-body">{children}</div>
      <div className="modal-footer border-0 pt-0">
        <button type="button" className="btn btn-link text-body-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={`btn btn-${variant} px-4`} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
};
