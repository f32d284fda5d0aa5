import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.js';
import { orderResultPath, paths } from '../../../config/paths.js';
import { toApiError } from '../../../lib/api-error.js';
import { useGetCreditsOfferQuery } from '../../../lib/shared-endpoints.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { useRepeatOrderMutation } from '../api/credits-api.js';
import { usePaymentMethodName } from '../../../lib/payment-method-names.js';
import { usePaymentCountry } from '../hooks/use-payment-country.js';
import { usePurchaseIntent } from '../hooks/use-purchase-intent.js';
import { formatMoney } from '../../../lib/money.js';
import './credits.scss';

/** Spec route /credits/repeat-order: a bundle bought again in one step, on the card or mandate of the last purchase. */
export const RepeatOrderPage = () => {
  const { t, i18n } = useTranslation('credits');
  const errorText = useErrorText();
  const methodName = usePaymentMethodName();
  const navigate = useNavigate();
  const [country] = usePaymentCountry();
  const offerQuery = useGetCreditsOfferQuery(country ? { country } : undefined);
  const offer = offerQuery.data;
  const [bundleId, setBundleId] = useState<number | undefined>(undefined);
  const [repeat, { isLoading: paying, error }] = useRepeatOrderMutation();
  const purchase = usePurchaseIntent();

  if (!offer) return <PageLoading queries={[offerQuery]} />;
  const previous = offer.repeat_order;
  if (!previous) {
    return (
      <div className="container py-4">
        <div className="alert alert-info" role="status">
          {t('repeat.none')} <Link to={paths.credits}>{t('checkout.backToBundles')}</Link>
        </div>
      </div>
    );
  }
  const chosen = bundleId ?? previous.bundle_id;
  const bundle = offer.bundles.find((candidate) => candidate.id === chosen) ?? offer.bundles[0]!;
  const failure = toApiError(error);
  const confirm = async () => {
    const placed = await purchase.send({ bundle_id: bundle.id, ...(country && { country }) }, (request) => repeat(request).unwrap());
    if (placed) navigate(orderResultPath(placed.order.id));
  };
  return (
    <div className="container credits-page py-4">
      <p>
        <Link to={paths.credits}>{t('checkout.backToBundles')}</Link>
      </p>
      <h1 className="h2">{t('repeat.title')}</h1>
      <p>{t('repeat.explanation', { method: methodName(previous.method) })}</p>
      <label htmlFor="repeat-bundle" className="form-label fw-semibold">
        {t('checkout.bundle')}
      </label>
      <select id="repeat-bundle" className="form-select mb-3" value={bundle.id} onChange={(event) => setBundleId(Number(event.target.value))}>
        {offer.bundles.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {t('repeat.option', { count: candidate.credits, price: formatMoney(candidate.discounted_price, offer.currency, i18n.language) })}
          </option>
        ))}
      </select>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {errorText(failure.code, failure.params)}
        </div>
      )}
      <button type="button" className="btn btn-primary btn-lg" disabled={paying} onClick={() => void confirm()}>
        {t('checkout.pay', { amount: formatMoney(bundle.discounted_price, offer.currency, i18n.language) })}
      </button>
    </div>
  );
};
