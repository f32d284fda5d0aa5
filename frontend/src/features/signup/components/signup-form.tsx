import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MINIMUM_AGE, PASSWORD_MIN_LENGTH, SIGNUP_ERRORS } from '@dating/domain';
import type { SignupField } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { isoDate, yearsBefore } from '../../../lib/dates.js';
import { useSignupForm } from '../hooks/use-signup-form.js';

const FIELDS: { name: SignupField; type: string; autoComplete: string; hasHint?: boolean }[] = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'name', type: 'text', autoComplete: 'nickname', hasHint: true },
  { name: 'password', type: 'password', autoComplete: 'new-password', hasHint: true },
  { name: 'date_of_birth', type: 'date', autoComplete: 'bday' },
];

type SignupFormProps = { onSignedUp: () => void };

export const SignupForm = ({ onSignedUp }: SignupFormProps) => {
  const { t } = useTranslation('signup');
  const errorText = useErrorText();
  const { values, change, leave, submit, fieldError, formError, isLoading } = useSignupForm(onSignedUp);

  // Spec §8: an existing account with this e-mail gets a way to log in instead.
  const withLoginLink = (code: string, text: string): ReactNode =>
    code === SIGNUP_ERRORS.EMAIL_TAKEN ? (
      <>
        {text} <Link to={paths.login}>{t('account.loginInstead')}</Link>
      </>
    ) : (
      text
    );
  const errorOf = (field: SignupField) => {
    const code = fieldError(field);
    return code && withLoginLink(code, errorText(code));
  };

  return (
    <form onSubmit={submit} noValidate>
      {formError && (
        <AlertMessage variant="danger">{withLoginLink(formError.code, errorText(formError.code, formError.params))}</AlertMessage>
      )}
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          label={t(`account.${field.name}.label`)}
          hint={field.hasHint ? t(`account.${field.name}.hint`, { min: PASSWORD_MIN_LENGTH }) : undefined}
          max={field.type === 'date' ? isoDate(yearsBefore(new Date(), MINIMUM_AGE)) : undefined}
          required
          value={values[field.name]}
          onChange={(event) => change(field.name, event.target.value)}
          onBlur={() => leave(field.name)}
          error={errorOf(field.name)}
        />
      ))}
      <p className="small text-body-secondary">{t('account.adultsOnly', { min_age: MINIMUM_AGE })}</p>
      <button type="submit" className="btn btn-secondary btn-lg w-100" disabled={isLoading}>
        {isLoading ? t('account.submitting') : t('account.submit')}
      </button>
      <p className="text-center text-body-secondary mt-4 mb-0">
        {t('account.haveAccount')} <Link to={paths.login}>{t('account.loginLink')}</Link>
      </p>
    </form>
  );
};
