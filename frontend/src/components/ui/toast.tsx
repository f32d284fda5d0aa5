import { useEffect, type ReactNode } from 'react';
import './toast.scss';

const SHOWN_MS = 10_000;

type ToastProps = { children: ReactNode; onClose: () => void; closeLabel: string };

/** A short notice in the top corner (spec §9: up to 350 px wide) that goes away by itself and can be closed. */
export const Toast = ({ children, onClose, closeLabel }: ToastProps) => {
  useEffect(() => {
    const timer = setTimeout(onClose, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div className="toast-container app-toast-container position-fixed end-0 p-3">
      <div className="toast show app-toast" role="status" aria-live="polite">
        <div className="d-flex align-items-start">
          <div className="toast-body">{children}</div>
          <button type="button" className="btn-close me-2 mt-2" aria-label={closeLabel} onClick={onClose} />
        </div>
      </div>
    </div>
  );
};
