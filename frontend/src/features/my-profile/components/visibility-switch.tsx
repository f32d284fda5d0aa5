import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useSetInvisibleMutation } from '../api/my-profile-api.js';
import { ProfileSection } from './profile-section.js';

/** Spec §1 invisible mode: the member disappears from search and profiles until switched off again. */
export const VisibilitySwitch = ({ invisible }: { invisible: boolean }) => {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const [setInvisible, { isLoading, error }] = useSetInvisibleMutation();
  return (
    <ProfileSection title={t('sections.privacy')}>
      <div className="form-check form-switch">
        <input
          id="invisible-mode"
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={invisible}
          disabled={isLoading}
          aria-describedby="invisible-mode-hint"
          onChange={(event) => void setInvisible(event.target.checked)}
        />
        <label className="form-check-label fw-semibold" htmlFor="invisible-mode">
          {t('invisible.label')}
        </label>
      </div>
      <p id="invisible-mode-hint" className="small text-body-secondary mt-1 mb-0">
        {t('invisible.hint')}
      </p>
      {error && (
        <p className="small text-danger mt-2 mb-0" role="alert">
          {errorText(toApiError(error)!.code)}
        </p>
      )}
    </ProfileSection>
  );
};
