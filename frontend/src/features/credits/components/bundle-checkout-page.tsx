import { METHODS_WITH_ISSUERS, isPaymentMethod, type PaymentMethod } from '@dating/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.js';
import { creditsBundlePath, orderResultPath, paths } from '../../../config/paths.js';
import { toApiError } from '../../../lib/api-error.js';
import { useGetCreditsOfferQuery } from '../../../lib/shared-endpoints.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { useGetIssuersQuery, usePlaceOrderMutation } from '../api/credits-api.js';
import { usePurchaseIntent } from '../hooks/use-purchase-intent.js';
import { useDiscountCode } from '../hooks/use-discount-code.js';
import { usePaymentMethodName } from '../../../lib/payment-method-names.js';
import { usePaymentCountry } from '../hooks/use-payment-country.js';
import { formatMoney } from '../../../lib/money.js';
import './credits.scss';

const DIRECT_DEBIT_REQUIRED = 'ORDER.DIRECT_DEBIT_REQUIRED';

/** Spec route /credits/{id}/{paymentmethod?}: the method (in the address, so a reload keeps it), the bank where there is a choice, and Pay. */
export const BundleCheckoutPage = () => {
  const { t, i18n } = useTranslation('credits');
  const errorText = useErrorText();
  const methodName = usePaymentMethodName();
  const navigate = useNavigate();
  const params = useParams();
  const [code] = useDiscountCode();
  const [country] = usePaymentCountry();
  const offerQuery = useGetCreditsOfferQuery({ ...(country && { country }), ...(code && { discount_code: code }) });
  const offer = offerQuery.data;
  const bundle = offer?.bundles.find((candidate) => String(candidate.id) === params.id);
  const chosen = params.paymentmethod && isPaymentMethod(params.paymentmethod) && offer?.methods.includes(params.paymentmethod) ? params.paymentmethod : undefined;
  const needsBank = chosen !== undefined && METHODS_WITH_ISSUERS.includes(chosen);
  const { data: issuers } = useGetIssuersQuery(chosen!, { skip: !needsBank });
  const [issuer, setIssuer] = useState('');
  const [placeOrder, { isLoading: paying, error }] = usePlaceOrderMutation();
  const purchase = usePurchaseIntent();
  const [bankMissing, setBankMissing] = useState(false);

  if (!offer) return <PageLoading queries={[offerQuery]} />;
  if (!bundle) {
    return (
      <div className="container py-4">
        <div className="alert alert-warning" role="alert">
          {t('checkout.noBundle')} <Link to={paths.credits}>{t('checkout.backToBundles')}</Link>
        </div>
      </div>
    );
  }
  const money = (cents: number) => formatMoney(cents, offer.currency, i18n.language);
  const choose = (method: PaymentMethod) => navigate(creditsBundlePath(bundle.id, method), { replace: true });
  const pay = async () => {
    if (!chosen) return;
    if (needsBank && !issuer) {
      setBankMissing(true);
      document.getElementById('issuer')?.focus();
      return;
    }
    const order = {
      bundle_id: bundle.id,
      method: chosen,
      ...(needsBank && { issuer }),
      ...(code && offer.code && { discount_code: code }),
      ...(country && { country }),
    };
    const placed = await purchase.send(order, (request) => placeOrder(request).unwrap());
    if (!placed) return;
    if (placed.checkout_url) window.location.assign(placed.checkout_url);
    else navigate(orderResultPath(placed.order.id));
  };
  const failure = toApiError(error);

  return (
    <div className="container credits-page py-4">
      <p>
        <Link to={paths.credits}>{t('checkout.backToBundles')}</Link>
      </p>
      <h1 className="h2">{t('checkout.title', { count: bundle.credits })}</h1>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <fieldset>
            <legend className="h5">{t('checkout.method')}</legend>
            <div className="payment-methods">
              {offer.methods.map((method) => (
                <label key={method} className={`payment-method card${chosen === method ? ' payment-method--chosen' : ''}`}>
                  <input type="radio" name="method" value={method} checked={chosen === method} onChange={() => choose(method)} className="form-check-input" />
                  <span>{methodName(method)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {needsBank && (
            <div className="mt-3">
              <label htmlFor="issuer" className="form-label fw-semibold">
                {t('checkout.bank')}
              </label>
              <select
                id="issuer"
                className={`form-select${bankMissing && !issuer ? ' is-invalid' : ''}`}
                value={issuer}
                onChange={(event) => setIssuer(event.target.value)}
                aria-invalid={bankMissing && !issuer ? true : undefined}
                aria-describedby={bankMissing && !issuer ? 'issuer-error' : undefined}
              >
                <option value="">{t('checkout.chooseBank')}</option>
                {issuers?.map((bank) => (
                  <option key={bank.id} value={bank.id}>
                    {bank.name}
                  </option>
                ))}
              </select>
              {bankMissing && !issuer && (
                <div id="issuer-error" className="invalid-feedback">
                  {errorText('ORDER.ISSUER_REQUIRED')}
                </div>
              )}
            </div>
          )}
        </div>
        <div className="col-12 col-lg-5">
          <div className="card order-summary">
            <div className="card-body">
              <h2 className="h5">{t('checkout.summary')}</h2>
              <dl className="order-summary__lines">
                <dt>{t('checkout.bundle')}</dt>
                <dd>{t('bundles.credits', { count: bundle.credits })}</dd>
                <dt>{t('checkout.price')}</dt>
                <dd>{money(bundle.price)}</dd>
                {bundle.discount && (
                  <>
                    <dt>{t('checkout.discount', { code: bundle.discount.code })}</dt>
                    <dd>−{money(bundle.price - bundle.discounted_price)}</dd>
                  </>
                )}
                <dt className="order-summary__total">{t('checkout.total')}</dt>
                <dd className="order-summary__total">{money(bundle.discounted_price)}</dd>
              </dl>
              <p className="small text-body-secondary">{t('bundles.vat', { percentage: offer.vat_percentage })}</p>
              {failure && (
                <div className="alert alert-danger" role="alert">
                  {errorText(failure.code, failure.params)}
                  {failure.code === DIRECT_DEBIT_REQUIRED && (
                    <>
                      {' '}
                      <Link to={paths.directDebit}>{t('checkout.directDebitLink')}</Link>
                    </>
                  )}
                </div>
              )}
              <button type="button" className="btn btn-primary btn-lg w-100" disabled={!chosen || paying} onClick={() => void pay()}>
                {chosen ? t('checkout.pay', { amount: money(bundle.discounted_price) }) : t('checkout.chooseMethod')}
              </button>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
};
