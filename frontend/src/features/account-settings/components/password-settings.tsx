import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useChangePasswordMutation } from '../api/account-api.js';
import { formErrorsOf, hasFormErrors, NO_FORM_ERRORS } from '../utils/form-errors.js';
import type { FormErrors } from '../utils/form-errors.js';
import {
  checkPasswordChange,
  PASSWORD_CHANGE_FIELD_OF_CODE,
  PASSWORD_CHANGE_FIELDS,
} from '../utils/password-change.rules.js';
import type { PasswordChangeField } from '../utils/password-change.rules.js';
import { SettingsSection } from './settings-section.js';

const EMPTY_FORM: Record<PasswordChangeField, string> = { old_password: '', password: '', password_confirmation: '' };

/** Spec §2 password: the old one proves it is the member; every other device is logged out afterwards. */
export const PasswordSettings = () => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const [changePassword, { isLoading, error, isSuccess, reset }] = useChangePasswordMutation();
  const [form, setForm] = useState(EMPTY_FORM);
  const [checked, setChecked] = useState<FormErrors<PasswordChangeField>>(NO_FORM_ERRORS);
  const errors = hasFormErrors(checked)
    ? checked
    : formErrorsOf(toApiError(error), PASSWORD_CHANGE_FIELD_OF_CODE, PASSWORD_CHANGE_FIELDS);

  const edit = (field: PasswordChangeField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setChecked(NO_FORM_ERRORS);
    reset();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkPasswordChange(form.password, form.password_confirmation);
    setChecked(problems);
    if (hasFormErrors(problems)) return;
    const result = await changePassword(form);
    if (!result.error) setForm(EMPTY_FORM);
  };
  const field = (name: PasswordChangeField, autoComplete: string, hint?: string) => (
    <TextField
      name={`settings_${name}`}
      type="password"
      label={t(`password.fields.${name}`)}
      hint={hint}
      autoComplete={autoComplete}
      required
      value={form[name]}
      error={errors.fields[name] && errorText(errors.fields[name])}
      onChange={(event) => edit(name)(event.target.value)}
    />
  );

  return (
    <SettingsSection title={t('password.title')}>
      {isSuccess && <AlertMessage variant="success">{t('password.changed')}</AlertMessage>}
      {errors.form && <AlertMessage variant="danger">{errorText(errors.form)}</AlertMessage>}
      <form onSubmit={submit} noValidate>
        {field('old_password', 'current-password')}
        {field('password', 'new-password', t('password.newHint', { min: PASSWORD_MIN_LENGTH }))}
        {field('password_confirmation', 'new-password')}
        <div className="d-flex justify-content-end">
          <button type="submit" className="btn btn-primary px-4" disabled={isLoading}>
            {t('password.submit')}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
};
