import type { ActiveDiscountView, DiscountCodeView } from '@dating/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error.js';
import { formatMoney } from '../../../lib/money.js';
import { useCountryName } from '../../../i18n/use-country-name.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { useLazyCheckDiscountCodeQuery } from '../api/credits-api.js';

type DiscountCodeFormProps = {
  /** The code in the prices now (the offer's), null when none is or the stored one does not apply here. */
  applied: ActiveDiscountView | null;
  /** The code the member applied and this tab keeps. */
  typed: string | null;
  country: string;
  currency: string;
  /** The member's own discount, which a bundle keeps where it gives more than the code. */
  bonus: ActiveDiscountView | null;
  onApply: (code: string | null) => void;
};

/** "10 % off bundles from £20.00, in the United Kingdom": what a code gives, said before it changes any price. */
const useCodeTerms = (currency: string) => {
  const { t, i18n } = useTranslation('credits');
  const countryName = useCountryName();
  return (code: Pick<DiscountCodeView, 'code' | 'percentage' | 'minimum'> & { country?: string }) => {
    const variant = `${code.minimum > 0 ? 'minimum' : 'all'}${code.country ? 'Country' : ''}`;
    return t(`discount.terms.${variant}`, {
      code: code.code,
      percentage: code.percentage,
      minimum: formatMoney(code.minimum, currency, i18n.language),
      country: code.country ? countryName(code.country) : '',
    });
  };
};

/**
 * Spec §5 discount code: checked first, its terms (percentage, minimum, country) shown for the member to confirm
 * before the prices change; a refusal ('Code niet gevonden', 'Code reeds gebruikt') is shown at the field.
 */
export const DiscountCodeForm = ({ applied, typed, country, currency, bonus, onApply }: DiscountCodeFormProps) => {
  const { t } = useTranslation('credits');
  const errorText = useErrorText();
  const terms = useCodeTerms(currency);
  const [entered, setEntered] = useState(typed ?? '');
  const [check, { isFetching }] = useLazyCheckDiscountCodeQuery();
  const [checked, setChecked] = useState<DiscountCodeView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = entered.trim();
    if (!code) return;
    const result = await check({ code, country });
    if (result.error || !result.data) {
      setError(errorText(toApiError(result.error)?.code ?? 'GENERIC.ERROR'));
      return;
    }
    setError(null);
    setChecked(result.data);
  };

  if (typed && applied) {
    return (
      <div className="credits-discount__applied">
        <p className="mb-1">
          {t('discount.applied', { code: applied.code })} {terms(applied)}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => onApply(null)}>
            {t('discount.remove')}
          </button>
        </p>
        {bonus && <p className="small text-body-secondary mb-0">{t('discount.best', { percentage: bonus.percentage })}</p>}
      </div>
    );
  }
  if (checked) {
    return (
      <div className="credits-discount__terms" role="status">
        <p className="fw-semibold mb-2">{terms(checked)}</p>
        {bonus && <p className="small text-body-secondary">{t('discount.best', { percentage: bonus.percentage })}</p>}
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={() => onApply(checked.code)}>
            {t('discount.confirm')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setChecked(null)}>
            {t('discount.cancel')}
          </button>
        </div>
      </div>
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
          value={entered}
          onChange={(event) => setEntered(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={isFetching || !entered.trim()}>
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
