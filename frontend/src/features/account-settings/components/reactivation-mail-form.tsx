import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail, SIGNUP_ERRORS } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useSendReactivationMailMutation } from '../../../lib/shared-endpoints.js';

/** Sends the reactivation link again; the answer is the same whether or not the address has a deleted account. */
export const ReactivationMailForm = () => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const [requestMail, { isLoading, isSuccess, error, originalArgs, reset }] = useSendReactivationMailMutation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const failure = toApiError(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wellFormed = isValidEmail(email);
    setInvalid(!wellFormed);
    if (wellFormed) void requestMail({ email: email.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <h2 className="h5">{t('accountDeleted.resendTitle')}</h2>
      <p className="text-body-secondary small">{t('accountDeleted.resendBody')}</p>
      {isSuccess && originalArgs && (
        <AlertMessage variant="success">{t('accountDeleted.resent', { email: originalArgs.email })}</AlertMessage>
      )}
      {failure && <AlertMessage variant="danger">{errorText(failure.code, failure.params)}</AlertMessage>}
      <TextField
        name="reactivation_email"
        type="email"
        label={t('accountDeleted.email')}
        autoComplete="email"
        required
        value={email}
        error={invalid ? errorText(SIGNUP_ERRORS.EMAIL_INVALID) : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          setInvalid(false);
          reset();
        }}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
        {t('accountDeleted.resend')}
      </button>
    </form>
  );
};
