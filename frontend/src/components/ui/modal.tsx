import { useEffect } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, MouseEvent, ReactNode } from 'react';

type ModalProps = {
  /** A block name of the dialog's own styles, next to Bootstrap's `modal`. */
  className?: string;
  /** Bootstrap's size and scrolling modifiers of `modal-dialog`. */
  dialogClassName?: string;
  /** The id of the visible title; `label` names a dialog without one. */
  labelledBy?: string;
  label?: string;
  /** `alertdialog` for a question that interrupts (leave? delete?); its text is then `describedBy`. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  /** Escape calls it; absent while the dialog must stay open. */
  onEscape?: () => void;
  /** A press on the dimmed page around the dialog calls it. */
  onBackdrop?: () => void;
  /** The inside of `modal-content`: header, body and footer. */
  children: ReactNode;
};

/**
 * Bootstrap's modal markup without Bootstrap's script: every dialog of the site is one of these, so they
 * all answer Escape alike, keep Tab inside and keep the page behind from scrolling.
 */
export const Modal = ({
  className,
  dialogClassName,
  labelledBy,
  label,
  role = 'dialog',
  describedBy,
  onEscape,
  onBackdrop,
  children,
}: ModalProps) => {
  usePageScrollLock();
  useEscapeKey(onEscape);
  const pressOutside = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    // The focus stays where it was: a press on the dimmed page would otherwise leave it on the page behind.
    event.preventDefault();
    onBackdrop?.();
  };
  return (
    <>
      <div
        className={['modal d-block', className].filter(Boolean).join(' ')}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-describedby={describedBy}
        onMouseDown={pressOutside}
        onKeyDown={keepTabInside}
      >
        <div className={['modal-dialog modal-dialog-centered', dialogClassName].filter(Boolean).join(' ')}>
          <div className="modal-content">{children}</div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// jsdom lays nothing out (no checkVisibility): everything counts as shown there.
const isShown = (element: HTMLElement) => element.checkVisibility?.() ?? true;

/** Tab on the dialog's last control goes to its first, Shift+Tab on the first to the last. */
const keepTabInside = (event: ReactKeyboardEvent<HTMLDivElement>) => {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
  const [first, last] = [controls[0], controls.at(-1)];
  const wrapTo = event.shiftKey ? (event.target === first ? last : undefined) : event.target === last ? first : undefined;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
};

// Dialogs may stand on one another (a question over the signup): the page scrolls again when the last closes.
let openModals = 0;
let pageOverflow = '';

const usePageScrollLock = () => {
  useEffect(() => {
    if (openModals++ === 0) {
      pageOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    return () => {
      if (--openModals === 0) document.body.style.overflow = pageOverflow;
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
