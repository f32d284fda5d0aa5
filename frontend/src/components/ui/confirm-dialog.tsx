import { useEffect, useId, useRef } from 'react';
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
  /**
   * A question that interrupts what the member was doing (an alertdialog): the body describes it, the
   * cancel button (the safe answer) has the focus, and the focus goes back where it was when it closes.
   */
  alert?: boolean;
  /** A block name of the dialog's own styles, next to Bootstrap's `modal`. */
  className?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The focus on `target` while the dialog is open, then back on what had it (if that is still on the page). */
const useFocusWhileOpen = (target: { current: HTMLElement | null }, enabled: boolean) => {
  useEffect(() => {
    if (!enabled) return;
    const before = document.activeElement;
    target.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [target, enabled]);
};

/** A modal question (Bootstrap's modal markup, no Bootstrap JS); Escape cancels. */
export const ConfirmDialog = ({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  busy = false,
  alert = false,
  className,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const titleId = useId();
  const bodyId = useId();
  const cancelButton = useRef<HTMLButtonElement>(null);
  useFocusWhileOpen(cancelButton, alert);
  return (
    <Modal
      className={className}
      labelledBy={titleId}
      role={alert ? 'alertdialog' : 'dialog'}
      describedBy={alert ? bodyId : undefined}
      onEscape={onCancel}
    >
      <div className="modal-header border-0 pb-0">
        <h2 className="modal-title h5" id={titleId}>
          {title}
        </h2>
      </div>
      <div className="modal-body" id={bodyId}>
        {children}
      </div>
      <div className="modal-footer border-0 pt-0">
        <button ref={cancelButton} type="button" className="btn btn-link text-body-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={`btn btn-${variant} px-4`} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
};
