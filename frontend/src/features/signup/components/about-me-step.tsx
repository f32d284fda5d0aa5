import { useTranslation } from 'react-i18next';
import { ABOUT_ME_MAX_LENGTH } from '@dating/domain';
import { useErrorText } from '../../../i18n/use-error-text.js';
import type { SignupWizard } from '../hooks/use-signup-wizard.js';
import { StepFrame } from './step-frame.js';

/** Step 4: a few words about the member; optional, so an empty text goes on as well. */
export const AboutMeStep = ({ wizard }: { wizard: SignupWizard }) => {
  const { t } = useTranslation('signup');
  const errorText = useErrorText();
  const { draft, change, fieldError } = wizard;
  const error = fieldError('about_me');
  const next = () => wizard.validateStep() && wizard.forward();
  return (
    <StepFrame onNext={next} onBack={wizard.back} nextLabel={draft.about_me.trim() ? undefined : t('aboutMe.skip')}>
      <label className="form-label fw-semibold" htmlFor="signup-about-me">
        {t('aboutMe.label')}
      </label>
      <textarea
        id="signup-about-me"
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={6}
        maxLength={ABOUT_ME_MAX_LENGTH}
        placeholder={t('aboutMe.placeholder')}
        value={draft.about_me}
        aria-describedby="signup-about-me-counter"
        onChange={(event) => change('about_me', event.target.value)}
      />
      {error && <div className="invalid-feedback">{errorText(error)}</div>}
      <div id="signup-about-me-counter" className="form-text text-end">
        {t('aboutMe.counter', { length: draft.about_me.length, max: ABOUT_ME_MAX_LENGTH })}
      </div>
    </StepFrame>
  );
};
