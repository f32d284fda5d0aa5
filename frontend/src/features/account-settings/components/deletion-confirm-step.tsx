import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETION_GRACE_DAYS, PASSWORD_ERRORS } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import type { ApiError } from '../../../lib/api-error.js';
import { formErrorsOf } from '../utils/form-errors.js';

const PASSWORD_FIELD_OF_CODE = { [PASSWORD_ERRORS.INCORRECT]: 'password' } as const;

type DeletionConfirmStepProps = {
  deleting: boolean;
  error: ApiError | undefined;
  onEdit: () => void;
  onBack: () => void;
  onConfirm: (password: string) => void;
};

/** Step 3: the password proves it is the member; the red button deletes. */
export const DeletionConfirmStep = ({ deleting, error, onEdit, onBack, onConfirm }: DeletionConfirmStepProps) => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const errors = formErrorsOf(error, PASSWORD_FIELD_OF_CODE, ['password']);
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(password);
  };
  return (
    <form onSubmit={confirm} noValidate>
      <div className="modal-body">
        <p>{t('deletion.confirm.explain', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
        {errors.form && <AlertMessage variant="danger">{errorText(errors.form, error?.params)}</AlertMessage>}
        <TextField
          name="deletion_password"
          type="password"
          label={t('deletion.confirm.password')}
          autoComplete="current-password"
          autoFocus
          required
          className="mb-0"
          value={password}
          error={errors.fields.password && errorText(errors.fields.password)}
          onChange={(event) => {
            setPassword(event.target.value);
            onEdit();
          }}
        />
      </div>
      <div className="modal-footer border-0 pt-0">
        <button type="button" className="btn btn-link text-body-secondary" onClick={onBack}>
          {t('deletion.back')}
        </button>
        <button type="submit" className="btn btn-danger px-4" disabled={deleting}>
          {deleting ? t('deletion.confirm.deleting') : t('deletion.confirm.submit')}
        </button>
      </div>
    </form>
  );
};
