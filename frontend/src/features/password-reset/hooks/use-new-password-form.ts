import { useState } from 'react';
import type { FormEvent } from 'react';
import { toApiError } from '../../../lib/api-error.js';
import type { User } from '../../../types/api.js';
import { useResetPasswordMutation } from '../api/password-reset-api.js';
import { newPasswordErrors, refusesResetLink } from '../utils/password-reset.rules.js';
import type { NewPasswordField, NewPasswordValues } from '../utils/password-reset.rules.js';

const EMPTY_FORM: NewPasswordValues = { password: '', password_confirmation: '' };

/**
 * The new password typed twice: domain's rules run as the member types (after a field was left once, or the
 * form was sent). A link the server no longer accepts ends the form: only a new mail helps then.
 */
export const useNewPasswordForm = (token: string, onPasswordReset: (user: User) => void) => {
  const [resetPassword, { isLoading, error }] = useResetPasswordMutation();
  const [values, setValues] = useState<NewPasswordValues>(EMPTY_FORM);
  const [touched, setTouched] = useState<Partial<Record<NewPasswordField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sentValues, setSentValues] = useState<NewPasswordValues>();

  const localErrors = newPasswordErrors(values);
  const lastError = toApiError(error);
  // A server answer belongs to the values that were sent; it disappears once the member edits them.
  const apiError = sentValues === values ? lastError : undefined;
  const fieldError = (field: NewPasswordField): string | undefined =>
    (submitted || touched[field] ? localErrors[field] : undefined) ?? apiError?.fields?.[field];

  const change = (field: NewPasswordField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const leave = (field: NewPasswordField) => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(localErrors).length > 0) return;
    setSentValues(values);
    const result = await resetPassword({ token, ...values });
    if (result.data) onPasswordReset(result.data);
  };

  return {
    values,
    change,
    leave,
    submit,
    fieldError,
    isLoading,
    linkInvalid: refusesResetLink(lastError),
    formError: apiError && !apiError.fields ? apiError : undefined,
  };
};
