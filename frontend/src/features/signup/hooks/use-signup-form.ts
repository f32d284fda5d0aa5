import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateSignup } from '@dating/domain';
import type { SignupField, SignupInput } from '@dating/domain';
import { languageOfLocale } from '../../../i18n/languages.js';
import { toApiError } from '../../../lib/api-error.js';
import { isoDate } from '../../../lib/dates.js';
import { useSignupMutation } from '../api/signup-api.js';
import { storedTracking } from '../utils/tracking.js';

const EMPTY_FORM: SignupInput = { email: '', name: '', password: '', date_of_birth: '' };

/**
 * The account step of the signup: domain's rules run in the browser as the visitor types (after a
 * field was left once, or the form was sent); the server's answer is shown per field as well.
 */
export const useSignupForm = (onSignedUp: () => void) => {
  const { i18n } = useTranslation();
  const [signup, { isLoading, error }] = useSignupMutation();
  const [values, setValues] = useState<SignupInput>(EMPTY_FORM);
  const [touched, setTouched] = useState<Partial<Record<SignupField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sentValues, setSentValues] = useState<SignupInput>();

  const localErrors = validateSignup(values, isoDate(new Date()));
  // A server answer belongs to the values that were sent; it disappears once the visitor edits them.
  const apiError = sentValues === values ? toApiError(error) : undefined;
  const fieldError = (field: SignupField): string | undefined =>
    (submitted || touched[field] ? localErrors[field] : undefined) ?? apiError?.fields?.[field];

  const change = (field: SignupField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const leave = (field: SignupField) => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(localErrors).length > 0) return;
    setSentValues(values);
    const language = languageOfLocale(i18n.resolvedLanguage ?? i18n.language);
    const result = await signup({ ...values, language, ...storedTracking() });
    if (!result.error) onSignedUp();
  };

  const formError = apiError && !apiError.fields ? apiError : undefined;
  return { values, change, leave, submit, fieldError, formError, isLoading };
};
