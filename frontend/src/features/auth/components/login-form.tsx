import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppForm } from '../../../components/ui/app-form.js';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useLoginMutation } from '../api/auth-api.js';
import { loginAlertOf } from '../utils/login-alert.rules.js';
import { DeletedAccountNotice } from './deleted-account-notice.js';

type LoginFormProps = { onLoggedIn: () => void };

export const LoginForm = ({ onLoggedIn }: LoginFormProps) => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [login, { isLoading, error }] = useLoginMutation();
  const [credentials, setCredentials] = useState({ email: '', password: '' });
  // The address of the last attempt: a reactivation link must go to the account the server refused, not to a later edit.
  const [sentEmail, setSentEmail] = useState('');
  const alert = loginAlertOf(toApiError(error));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentEmail(credentials.email);
    const result = await login(credentials);
    if (!result.error) onLoggedIn();
  };
  const update = (field: keyof typeof credentials) => (value: string) =>
    setCredentials((current) => ({ ...current, [field]: value }));

  return (
    <AppForm onSubmit={submit} noValidate>
      {alert?.kind === 'error' && <AlertMessage variant="danger">{errorText(alert.code, alert.params)}</AlertMessage>}
      {alert?.kind === 'deleted' && <DeletedAccountNotice key={sentEmail} email={sentEmail} finalDate={alert.finalDate} />}
      <TextField
        name="email"
        type="email"
        label={t('login.email')}
        autoComplete="email"
        required
        value={credentials.email}
        onChange={(event) => update('email')(event.target.value)}
      />
      <TextField
        name="password"
        type="password"
        label={t('login.password')}
        autoComplete="current-password"
        required
        className="mb-2"
        value={credentials.password}
        onChange={(event) => update('password')(event.target.value)}
      />
      <p className="text-end small mb-3">
        {/* The reset form starts with the address typed here; router state keeps it out of the URL and the logs. */}
        <Link to={paths.resetPassword} state={{ email: credentials.email }}>
          {t('login.forgotPassword')}
        </Link>
      </p>
      <button type="submit" className="btn btn-primary btn-lg w-100 mt-2" disabled={isLoading}>
        {isLoading ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="text-center text-body-secondary mt-4 mb-0">
        {t('login.noAccount')} <Link to={paths.signup}>{t('login.signupLink')}</Link>
      </p>
    </AppForm>
  );
};
