import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_MB } from '@dating/domain';
import { Icon } from '../../../components/ui/icons.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import type { SignupWizard } from '../hooks/use-signup-wizard.js';
import { StepFrame } from './step-frame.js';

/** A preview of the chosen file, released when another is chosen or the step is left. */
const usePreviewUrl = (file: File | null) => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
};

/** Step 1: a profile photo with a preview; it is uploaded once the account exists. "Later" skips it. */
export const PhotoStep = ({ wizard }: { wizard: SignupWizard }) => {
  const { t } = useTranslation('signup');
  const errorText = useErrorText();
  const picker = useRef<HTMLInputElement>(null);
  const { draft, change, fieldError } = wizard;
  const preview = usePreviewUrl(draft.photo);
  const error = fieldError('photo');
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after removing it.
    event.target.value = '';
    if (file) change('photo', file);
  };
  const next = () => wizard.validateStep() && wizard.forward();
  return (
    <StepFrame onNext={next} onBack={wizard.back} nextLabel={draft.photo ? undefined : t('photo.later')}>
      <div className="d-flex flex-column flex-sm-row align-items-center gap-4">
        <div className="signup-photo flex-shrink-0">
          {preview ? (
            <img className="signup-photo__image" src={preview} alt={t('photo.previewAlt')} />
          ) : (
            <Icon name="heart" className="signup-photo__placeholder" />
          )}
        </div>
        <div className="text-center text-sm-start">
          <input
            ref={picker}
            type="file"
            accept="image/*"
            className="d-none"
            aria-label={t('photo.browse')}
            onChange={picked}
          />
          <div className="d-flex flex-wrap gap-2 justify-content-center justify-content-sm-start">
            <button type="button" className="btn btn-primary px-4" onClick={() => picker.current?.click()}>
              {draft.photo ? t('photo.change') : t('photo.browse')}
            </button>
            {draft.photo && (
              <button type="button" className="btn btn-link text-body-secondary" onClick={() => change('photo', null)}>
                {t('photo.remove')}
              </button>
            )}
          </div>
          <p className="small text-body-secondary mt-2 mb-0">{t('photo.hint', { max_mb: PHOTO_MAX_MB })}</p>
          {error && (
            <p className="small text-danger mt-2 mb-0" role="alert">
              {errorText(error)}
            </p>
          )}
        </div>
      </div>
    </StepFrame>
  );
};
