import { useEffect } from 'react';
import type { MouseEvent, ReactNode } from 'react';

type ModalProps = {
  /** A block name of the dialog's own styles, next to Bootstrap's `modal`. */
  className?: string;
  /** Bootstrap's size and scrolling modifiers of `modal-dialog`. */
  dialogClassName?: string;
  /** The id of the visible title; `label` names a dialog without one. */
  labelledBy?: string;
  label?: string;
  /** Escape calls it; absent while the dialog must stay open. */
  onEscape?: () => void;
  /** A press on the dimmed page around the dialog calls it. */
  onBackdrop?: () => void;
  /** The inside of `modal-content`: header, body and footer. */
  children: ReactNode;
};

/**
 * Bootstrap's modal markup without Bootstrap's script: every dialog of the site is one of these, so they
 * all answer Escape alike and keep the page behind from scrolling.
 */
export const Modal = ({ className, dialogClassName, labelledBy, label, onEscape, onBackdrop, children }: ModalProps) => {
  usePageScrollLock();
  useEscapeKey(onEscape);
  const pressOutside = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onBackdrop?.();
  };
  return (
    <>
      <div
        className={['modal d-block', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        onMouseDown={pressOutside}
      >
        <div className={['modal-dialog modal-dialog-centered', dialogClassName].filter(Boolean).join(' ')}>
          <div className="modal-content">{children}</div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
};

const usePageScrollLock = () => {
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
};

const useEscapeKey = (onEscape: (() => void) | undefined) => {
  useEffect(() => {
    if (!onEscape) return;
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [onEscape]);
};
