import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestEmail } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import type { User } from '../../../types/api.js';
import { useRequestMailChangeMutation } from '../api/account-api.js';
import { formErrorsOf, hasFormErrors, NO_FORM_ERRORS } from '../utils/form-errors.js';
import type { FormErrors } from '../utils/form-errors.js';
import { checkMailChange, MAIL_CHANGE_FIELD_OF_CODE, MAIL_CHANGE_FIELDS } from '../utils/mail-change.rules.js';
import type { MailChangeField } from '../utils/mail-change.rules.js';
import { SettingsSection } from './settings-section.js';

const EMPTY_FORM = { email: '', password: '' };

/** Spec §2 e-mail: the new address counts once its confirmation link is opened; the password proves it is the member. */
export const EmailSettings = ({ user }: { user: Pick<User, 'email' | 'pending_email'> }) => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const [requestMailChange, { isLoading, error, data: requested, reset }] = useRequestMailChangeMutation();
  const [form, setForm] = useState(EMPTY_FORM);
  const [checked, setChecked] = useState<FormErrors<MailChangeField>>(NO_FORM_ERRORS);
  const errors = hasFormErrors(checked)
    ? checked
    : formErrorsOf(toApiError(error), MAIL_CHANGE_FIELD_OF_CODE, MAIL_CHANGE_FIELDS);
  const suggestion = suggestEmail(form.email);

  const edit = (field: MailChangeField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setChecked(NO_FORM_ERRORS);
    reset();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkMailChange(form.email, user.email);
    setChecked(problems);
    if (hasFormErrors(problems)) return;
    const result = await requestMailChange({ email: form.email.trim(), password: form.password });
    if (!result.error) setForm(EMPTY_FORM);
  };
  const fieldError = (field: MailChangeField) => errors.fields[field] && errorText(errors.fields[field]);

  return (
    <SettingsSection title={t('email.title')}>
      <p className="mb-1 small text-body-secondary">{t('email.current')}</p>
      <p className="fw-semibold account-settings__current-email">{user.email}</p>
      {user.pending_email && !requested && (
        <AlertMessage variant="info">{t('email.pending', { email: user.pending_email })}</AlertMessage>
      )}
      {requested && <AlertMessage variant="success">{t('email.sent', { email: requested.pending_email })}</AlertMessage>}
      {errors.form && <AlertMessage variant="danger">{errorText(errors.form)}</AlertMessage>}
      <form onSubmit={submit} noValidate>
        <TextField
          name="new_email"
          type="email"
          label={t('email.newEmail')}
          autoComplete="email"
          required
          className={suggestion ? 'mb-1' : 'mb-3'}
          value={form.email}
          error={fieldError('email')}
          onChange={(event) => edit('email')(event.target.value)}
        />
        {suggestion && !errors.fields.email && (
          <p className="small mb-3">
            <button type="button" className="btn btn-link btn-sm p-0" onClick={() => edit('email')(suggestion)}>
              {t('email.suggestion', { email: suggestion })}
            </button>
          </p>
        )}
        <TextField
          name="email_change_password"
          type="password"
          label={t('email.password')}
          hint={t('email.passwordHint')}
          autoComplete="current-password"
          required
          value={form.password}
          error={fieldError('password')}
          onChange={(event) => edit('password')(event.target.value)}
        />
        <div className="d-flex justify-content-end">
          <button type="submit" className="btn btn-primary px-4" disabled={isLoading}>
            {t('email.submit')}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
};
