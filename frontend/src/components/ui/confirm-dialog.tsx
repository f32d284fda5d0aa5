import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';

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
  useEffect(() => {
    const cancelOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', cancelOnEscape);
    return () => document.removeEventListener('keydown', cancelOnEscape);
  }, [onCancel]);
  return (
    <>
      <div className="modal d-block" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
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
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
};
