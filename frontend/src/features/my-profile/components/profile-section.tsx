import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/use-error-text.js';
import type { ApiError } from '../../../lib/api-error.js';

type ProfileSectionProps = {
  title: string;
  hint?: string;
  children: ReactNode;
  /**
   * A section with a form saves on its own and says when it holds edits not saved yet; without it, changes
   * apply at once (photos, visibility).
   */
  save?: { onSubmit: () => void; saving: boolean; saved: boolean; unsaved: boolean; error: ApiError | undefined };
};

/** One card of the my-profile page, titled for assistive technology too. */
export const ProfileSection = ({ title, hint, children, save }: ProfileSectionProps) => {
  const titleId = useId();
  const body = (
    <div className="card-body p-4">
      <h2 className="my-profile__section-title" id={titleId}>
        {title}
      </h2>
      {hint && <p className="small text-body-secondary">{hint}</p>}
      {children}
      {save && <SaveBar {...save} />}
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save?.onSubmit();
  };
  return (
    <section
      className={`my-profile__section card border-0 shadow-sm${save?.unsaved ? ' my-profile__section--unsaved' : ''}`}
      aria-labelledby={titleId}
    >
      {save ? <form onSubmit={submit}>{body}</form> : body}
    </section>
  );
};

const SaveBar = ({ saving, saved, unsaved, error }: NonNullable<ProfileSectionProps['save']>) => {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const [message, tone] = error
    ? [errorText(Object.values(error.fields ?? {})[0] ?? error.code, error.params), 'text-danger']
    : unsaved
      ? [t('unsaved.hint'), 'my-profile__unsaved']
      : [saved ? t('saved') : '', 'text-success'];
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-end gap-3 mt-3">
      <span role="status" className={`${tone} small fw-semibold`}>
        {message}
      </span>
      <button type="submit" className="btn btn-primary px-4" disabled={saving}>
        {t('save')}
      </button>
    </div>
  );
};
