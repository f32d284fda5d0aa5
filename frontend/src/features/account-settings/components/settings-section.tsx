import { useId } from 'react';
import type { ReactNode } from 'react';

type SettingsSectionProps = {
  title: string;
  hint?: string;
  /** Sections that cannot easily be undone (account deletion) stand apart. */
  tone?: 'danger';
  children: ReactNode;
};

/** One card of the settings and notification screens, titled for assistive technology too. */
export const SettingsSection = ({ title, hint, tone, children }: SettingsSectionProps) => {
  const titleId = useId();
  return (
    <section
      className={`account-settings__section card border-0 shadow-sm${tone ? ` account-settings__section--${tone}` : ''}`}
      aria-labelledby={titleId}
    >
      <div className="card-body p-4">
        <h2 className="account-settings__section-title" id={titleId}>
          {title}
        </h2>
        {hint && <p className="small text-body-secondary">{hint}</p>}
        {children}
      </div>
    </section>
  );
};
