import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

type DropdownProps = {
  /** Accessible name of the toggle button. */
  label: string;
  toggle: ReactNode;
  align?: 'start' | 'end';
  children: ReactNode;
};

/** Bootstrap's dropdown markup driven by React (no Bootstrap JS): closes on outside click, Escape and choice. */
export const Dropdown = ({ label, toggle, align = 'start', children }: DropdownProps) => {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={root}>
      <button
        type="button"
        className="btn btn-nav dropdown-toggle d-flex align-items-center"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={label}
        onClick={() => setOpen((current) => !current)}
      >
        {toggle}
      </button>
      <div
        className={`dropdown-menu shadow-sm${align === 'end' ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
        data-bs-popper="static"
        role="menu"
        onClick={() => setOpen(false)}
      >
        {children}
      </div>
    </div>
  );
};
