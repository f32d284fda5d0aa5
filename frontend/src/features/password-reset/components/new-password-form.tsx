import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import type { User } from '../../../types/api.js';
import { useNewPasswordForm } from '../hooks/use-new-password-form.js';
import type { NewPasswordField } from '../utils/password-reset.rules.js';
import { ResetLinkInvalid } from './reset-link-invalid.js';
import { AppForm } from '../../../components/ui/app-form.js';

const FIELDS: { name: NewPasswordField; label: string; hint?: string }[] = [
  { name: 'password', label: 'passwordReset.choose.password', hint: 'passwordReset.choose.passwordHint' },
  { name: 'password_confirmation', label: 'passwordReset.choose.confirmation' },
];

type NewPasswordFormProps = {
  /** The token of the mailed link. */
  token: string;
  /** The server set the password and opened a session for this member. */
  onPasswordReset: (user: User) => void;
};

/** Spec §2 password reset, second half: the new password, typed twice. */
export const NewPasswordForm = ({ token, onPasswordReset }: NewPasswordFormProps) => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const form = useNewPasswordForm(token, onPasswordReset);

  if (form.linkInvalid) return <ResetLinkInvalid />;
  const errorOf = (field: NewPasswordField) => {
    const code = form.fieldError(field);
    return code && errorText(code);
  };
  return (
    <>
      <h1 className="h2 mb-1">{t('passwordReset.choose.title')}</h1>
      <p className="text-body-secondary mb-4">{t('passwordReset.choose.intro')}</p>
      <AppForm onSubmit={form.submit} noValidate>
        {form.formError && (
          <AlertMessage variant="danger">{errorText(form.formError.code, form.formError.params)}</AlertMessage>
        )}
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            type="password"
            autoComplete="new-password"
            label={t(field.label)}
            hint={field.hint && t(field.hint, { min: PASSWORD_MIN_LENGTH })}
            required
            value={form.values[field.name]}
            onChange={(event) => form.change(field.name, event.target.value)}
            onBlur={() => form.leave(field.name)}
            error={errorOf(field.name)}
          />
        ))}
        <button type="submit" className="btn btn-primary btn-lg w-100 mt-2" disabled={form.isLoading}>
          {form.isLoading ? t('passwordReset.choose.submitting') : t('passwordReset.choose.submit')}
        </button>
      </AppForm>
    </>
  );
};
