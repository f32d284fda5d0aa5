import { directDebitRequestSchema, type DirectDebitRequest } from '@dating/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.js';
import { TextField } from '../../../components/ui/text-field.js';
import { paths } from '../../../config/paths.js';
import { toApiError } from '../../../lib/api-error.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import type { User, Settings } from '../../../types/api.js';
import { useConfirmDirectDebitMutation, useGetDirectDebitQuery, useRequestDirectDebitCodeMutation } from '../api/direct-debit-api.js';

const FIELDS = ['account_holder', 'iban', 'street', 'house_number', 'zip', 'city', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type FormValues = Record<Field, string>;
const AUTOCOMPLETE: Record<Field, string> = {
  account_holder: 'name',
  iban: 'off',
  street: 'address-line1',
  house_number: 'address-line2',
  zip: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
};
const DRAFT_KEY = 'direct-debit:draft';
const EMPTY: FormValues = { account_holder: '', iban: '', street: '', house_number: '', zip: '', city: '', phone: '' };

/** What the member typed stays for this tab (not the code): a reload or a refused form loses nothing. */
const readDraft = (): FormValues => ({ ...EMPTY, ...(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<FormValues>) });

const fieldErrorsOf = (form: DirectDebitRequest | Record<string, string>): Partial<Record<Field, string>> => {
  const result = directDebitRequestSchema.safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message.startsWith('DIRECT_DEBIT.') ? issue.message : 'VALIDATION.INVALID_BODY']));
};

/** Spec route /directdebit: the account for SEPA direct debit, confirmed with a one-time SMS code. */
export const DirectDebitPage = ({ user, settings }: { user: User; settings: Settings }) => {
  const { t } = useTranslation('credits');
  const errorText = useErrorText();
  const country = user.profile.country ?? settings.geoip_country;
  const mandateQuery = useGetDirectDebitQuery();
  const mandate = mandateQuery.data;
  const [values, setValues] = useState<FormValues>(readDraft);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [otp, setOtp] = useState('');
  const [editing, setEditing] = useState(false);
  const [requestCode, request] = useRequestDirectDebitCodeMutation();
  const [confirm, confirmation] = useConfirmDirectDebitMutation();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values)), [values]);

  if (!mandate) return <PageLoading queries={[mandateQuery]} />;

  const submitForm = async (event: FormEvent) => {
    event.preventDefault();
    const form = { ...values, country };
    const found = fieldErrorsOf(form);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const sent = await requestCode(form).unwrap().catch(() => undefined);
    if (sent) setEditing(false);
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const confirmed = await confirm(otp.trim()).unwrap().catch(() => undefined);
    if (confirmed) sessionStorage.removeItem(DRAFT_KEY);
  };
  const requestError = toApiError(request.error);
  const confirmError = toApiError(confirmation.error);

  if (mandate.status === 'confirmed' && !editing) {
    return (
      <div className="container py-4" style={{ maxWidth: '40rem' }}>
        <h1 className="h2">{t('directDebit.title')}</h1>
        <div className="alert alert-success" role="status">
          {t('directDebit.confirmed', { iban: mandate.iban_masked })}
        </div>
        <Link className="btn btn-primary" to={paths.credits}>
          {t('directDebit.toCredits')}
        </Link>
      </div>
    );
  }
  const codeStep = mandate.status === 'code_sent' && !editing;
  return (
    <div className="container py-4" style={{ maxWidth: '40rem' }}>
      <h1 className="h2">{t('directDebit.title')}</h1>
      <p>{t('directDebit.intro')}</p>
      {codeStep ? (
        <form onSubmit={(event) => void submitCode(event)} noValidate>
          <p>{t('directDebit.codeSent', { phone: mandate.phone_masked })}</p>
          <TextField
            name="otp"
            label={t('directDebit.fields.otp')}
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={confirmError ? errorText(confirmError.code, confirmError.params) : undefined}
          />
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={otp.length !== 6 || confirmation.isLoading}>
              {t('directDebit.confirm')}
            </button>
            <button type="button" className="btn btn-link" onClick={() => setEditing(true)}>
              {t('directDebit.edit')}
            </button>
          </div>
        </form>
      ) : (
        <form ref={formRef} onSubmit={(event) => void submitForm(event)} noValidate>
          {requestError && (
            <div className="alert alert-danger" role="alert">
              {errorText(requestError.code, requestError.params)}
            </div>
          )}
          {FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              label={t(`directDebit.fields.${field}`)}
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              autoComplete={AUTOCOMPLETE[field]}
              inputMode={field === 'phone' ? 'tel' : undefined}
              hint={field === 'phone' ? t('directDebit.phoneHint') : undefined}
              error={errors[field] ? errorText(errors[field]!) : undefined}
            />
          ))}
          <button type="submit" className="btn btn-primary btn-lg" disabled={request.isLoading}>
            {t('directDebit.sendCode')}
          </button>
        </form>
      )}
    </div>
  );
};
