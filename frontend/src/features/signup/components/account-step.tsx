import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MINIMUM_AGE, PASSWORD_MIN_LENGTH } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import type { ApiError } from '../../../lib/api-error.js';
import { useCheckSignupEmailMutation } from '../api/signup-api.js';
import type { SignupWizard } from '../hooks/use-signup-wizard.js';
import { EMAIL_STATUSES } from '../utils/email-status.js';
import { EmailInUseNotice } from './email-in-use-notice.js';
import { EmailSuggestion } from './email-suggestion.js';
import { StepFrame } from './step-frame.js';

type AccountStepProps = { wizard: SignupWizard; supportEmail: string; onLeave?: () => void };

/** Step 0: e-mail address and password; an address that already has an account is caught before going on. */
export const AccountStep = ({ wizard, supportEmail, onLeave }: AccountStepProps) => {
  const { t } = useTranslation('signup');
  const errorText = useErrorText();
  const [checkEmail, { isLoading: checking }] = useCheckSignupEmailMutation();
  const [checkFailure, setCheckFailure] = useState<ApiError>();
  const [checked, setChecked] = useState<{ email: string; suggestion: string | null }>();
  const { draft, change, fieldError } = wizard;
  const serverSuggestion = checked?.email === draft.email.trim() ? checked.suggestion : null;

  const next = async () => {
    setCheckFailure(undefined);
    if (!wizard.validateStep()) return;
    const answer = await checkEmail(draft.email.trim());
    if (answer.error) return setCheckFailure(toApiError(answer.error));
    setChecked({ email: draft.email.trim(), suggestion: answer.data.suggestion });
    if (answer.data.email_status === EMAIL_STATUSES.available) return wizard.forward();
    wizard.markEmailInUse(answer.data.email_status);
  };
  const errorOf = (field: 'email' | 'password') => {
    const code = fieldError(field);
    return code && errorText(code);
  };

  return (
    <StepFrame onNext={() => void next()} busy={checking} nextLabel={checking ? t('account.checking') : undefined}>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        autoFocus={!wizard.passwordDropped}
        className="mb-1"
        label={t('account.email.label')}
        value={draft.email}
        onChange={(event) => change('email', event.target.value)}
        error={errorOf('email')}
      />
      <EmailSuggestion email={draft.email} serverSuggestion={serverSuggestion} onAccept={(email) => change('email', email)} />
      {wizard.emailInUse && (
        <EmailInUseNotice status={wizard.emailInUse} email={draft.email.trim()} supportEmail={supportEmail} onLeave={onLeave} />
      )}
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus={wizard.passwordDropped}
        className="mt-3 mb-3"
        label={t('account.password.label')}
        hint={t(wizard.passwordDropped ? 'account.password.again' : 'account.password.hint', { min: PASSWORD_MIN_LENGTH })}
        value={draft.password}
        onChange={(event) => change('password', event.target.value)}
        error={errorOf('password')}
      />
      {checkFailure && <AlertMessage variant="danger">{errorText(checkFailure.code, checkFailure.params)}</AlertMessage>}
      <p className="small text-body-secondary mb-0">{t('account.adultsOnly', { min_age: MINIMUM_AGE })}</p>
      <p className="small text-body-secondary mt-2 mb-0">
        {t('account.haveAccount')}{' '}
        <Link to={paths.login} onClick={onLeave}>
          {t('account.loginLink')}
        </Link>
      </p>
    </StepFrame>
  );
};
