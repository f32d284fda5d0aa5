import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOfLocale } from '../../../i18n/languages.js';
import { toApiError } from '../../../lib/api-error.js';
import { useRequestPasswordResetMutation } from '../api/password-reset-api.js';
import { resetEmailError } from '../utils/password-reset.rules.js';

/** The "forgot password" request: the address is checked in the browser, the mail goes out in the reader's language. */
export const useResetRequestForm = (initialEmail: string) => {
  const { i18n } = useTranslation();
  const [requestReset, { isLoading, isSuccess, error, reset }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState(initialEmail);
  const [checked, setChecked] = useState(false);
  const [sentEmail, setSentEmail] = useState('');

  const localError = checked ? resetEmailError(email) : undefined;
  const apiError = toApiError(error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (resetEmailError(email)) return;
    setSentEmail(email.trim());
    const language = languageOfLocale(i18n.resolvedLanguage ?? i18n.language);
    await requestReset({ email: email.trim(), language });
  };

  // Back to the form, for another address or when the mail did not arrive.
  const startOver = () => {
    reset();
    setChecked(false);
  };

  return {
    email,
    setEmail,
    markChecked: () => setChecked(true),
    submit,
    startOver,
    isLoading,
    sentTo: isSuccess ? sentEmail : undefined,
    emailError: localError ?? apiError?.fields?.email,
    formError: apiError && !apiError.fields ? apiError : undefined,
  };
};
