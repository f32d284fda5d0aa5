import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { useLazyCheckDiscountCodeQuery } from '../api/credits-api.js';

type DiscountCodeFormProps = {
  applied: string | null;
  onApply: (code: string | null) => void;
};

/** Spec §5 discount code: checked before it is kept, its refusal ('Code niet gevonden', 'Code reeds gebruikt') shown at the field. */
export const DiscountCodeForm = ({ applied, onApply }: DiscountCodeFormProps) => {
  const { t } = useTranslation('credits');
  const errorText = useErrorText();
  const [typed, setTyped] = useState(applied ?? '');
  const [check, { isFetching }] = useLazyCheckDiscountCodeQuery();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (!code) return;
    const result = await check({ code });
    if (result.error) {
      setError(errorText(toApiError(result.error)?.code ?? 'GENERIC.ERROR'));
      return;
    }
    setError(null);
    onApply(result.data?.code ?? code);
  };

  if (applied) {
    return (
      <p className="credits-discount__applied mb-0">
        {t('discount.applied', { code: applied })}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => onApply(null)}>
          {t('discount.remove')}
        </button>
      </p>
    );
  }
  return (
    <form className="credits-discount" onSubmit={submit} noValidate>
      <label htmlFor="discount-code" className="form-label fw-semibold">
        {t('discount.label')}
      </label>
      <div className="input-group">
        <input
          id="discount-code"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={isFetching || !typed.trim()}>
          {t('discount.apply')}
        </button>
      </div>
      {error && (
        <div id="discount-code-error" className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </form>
  );
};
