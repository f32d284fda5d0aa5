import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** Bootstrap's modal markup (no Bootstrap JS), full screen on phones; Escape and × close it. */
export const DeletionDialogFrame = ({ title, progress, focusTitle, onClose, children }: DeletionDialogFrameProps) => {
  const { t } = useTranslation('settings');
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useCloseOnEscape(onClose);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <>
      <div className="modal d-block deletion-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="modal-dialog modal-dialog-centered modal-dialog-scrollable modal-lg modal-fullscreen-sm-down">
          <div className="modal-content">
            <div className="modal-header border-0 pb-0 align-items-start">
              <div>
                {progress && <p className="deletion-dialog__step mb-1">{progress}</p>}
                <h2 className="modal-title h5" id={titleId} ref={titleRef} tabIndex={-1}>
                  {title}
                </h2>
              </div>
              <button
                type="button"
                className="btn-close"
                aria-label={t('deletion.close')}
                disabled={!onClose}
                onClick={onClose}
              />
            </div>
            {children}
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
};

// Escape leaves the dialog, as with every modal; the page behind stops scrolling while it is open.
const useCloseOnEscape = (close: (() => void) | undefined) => {
  useEffect(() => {
    document.body.classList.add('modal-open');
    return () => document.body.classList.remove('modal-open');
  }, []);
  useEffect(() => {
    if (!close) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [close]);
};
