import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { useResetRequestForm } from '../hooks/use-reset-request-form.js';
import { ResetRequestSent } from './reset-request-sent.js';
import { AppForm } from '../../../components/ui/app-form.js';

type ResetRequestFormProps = { initialEmail: string };

/** Spec §2 password reset, first half: the address that should receive a link. */
export const ResetRequestForm = ({ initialEmail }: ResetRequestFormProps) => {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const form = useResetRequestForm(initialEmail);

  if (form.sentTo !== undefined) return <ResetRequestSent email={form.sentTo} onStartOver={form.startOver} />;
  return (
    <>
      <h1 className="h2 mb-1">{t('passwordReset.request.title')}</h1>
      <p className="text-body-secondary mb-4">{t('passwordReset.request.intro')}</p>
      <AppForm onSubmit={form.submit} noValidate>
        {form.formError && (
          <AlertMessage variant="danger">{errorText(form.formError.code, form.formError.params)}</AlertMessage>
        )}
        <TextField
          name="email"
          type="email"
          label={t('passwordReset.request.email')}
          autoComplete="email"
          required
          value={form.email}
          onChange={(event) => form.setEmail(event.target.value)}
          onBlur={form.markChecked}
          error={form.emailError && errorText(form.emailError)}
        />
        <button type="submit" className="btn btn-primary btn-lg w-100 mt-2" disabled={form.isLoading}>
          {form.isLoading ? t('passwordReset.request.submitting') : t('passwordReset.request.submit')}
        </button>
        <p className="text-center text-body-secondary mt-4 mb-0">
          <Link to={paths.login}>{t('passwordReset.backToLogin')}</Link>
        </p>
      </AppForm>
    </>
  );
};
