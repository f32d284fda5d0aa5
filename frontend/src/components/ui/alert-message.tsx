import type { ReactNode } from 'react';

type AlertMessageProps = { variant: 'danger' | 'warning' | 'success' | 'info'; children: ReactNode };

/** Announces its content to screen readers as soon as it appears. */
export const AlertMessage = ({ variant, children }: AlertMessageProps) => (
  <div className={`alert alert-${variant}`} role={variant === 'danger' ? 'alert' : 'status'}>
    {children}
  </div>
);
