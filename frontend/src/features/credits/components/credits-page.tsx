import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths, transactionPath } from '../../../config/paths.js';
import { useGetCreditsOfferQuery } from '../../../lib/shared-endpoints.js';
import { useCountryName } from '../../../i18n/use-country-name.js';
import { PageLoading } from '../../../components/ui/page-loading.js';
import type { Settings, User } from '../../../types/api.js';
import { useDiscountCode } from '../hooks/use-discount-code.js';
import { usePaymentMethodName } from '../../../lib/payment-method-names.js';
import { usePaymentCountry } from '../hooks/use-payment-country.js';
import { BundleList } from './bundle-list.js';
import { DiscountCodeForm } from './discount-code-form.js';
import { DiscountNote } from './discount-note.js';
import { OrderResult } from './order-result.js';
import './credits.scss';

type CreditsPageProps = { user: User; settings: Settings };

/** Spec route /credits: the balance, the bundles of the member's country with the discount in force, and payment results. */
export const CreditsPage = ({ user, settings }: CreditsPageProps) => {
  const { t } = useTranslation('credits');
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const [code, setCode] = useDiscountCode();
  const [country, setCountry] = usePaymentCountry();
  const countryName = useCountryName();
  const methodName = usePaymentMethodName();
  const offerQuery = useGetCreditsOfferQuery({ ...(country && { country }), ...(code && { discount_code: code }) });
  const offer = offerQuery.data;

  return (
    <div className="container credits-page py-4">
      <h1 className="h2 mb-1">{t('page.title')}</h1>
      <p className="text-body-secondary">{t('page.balance', { count: user.credits })}</p>
      {orderId && <OrderResult key={orderId} orderId={orderId} />}
      {!offer ? (
        <PageLoading queries={[offerQuery]} />
      ) : (
        <>
          {offer.discount_note ? (
            <DiscountNote note={offer.discount_note} />
          ) : (
            offer.discount && (
              <p className="credits-page__discount alert alert-success" role="status">
                {t(`discount.inForce.${offer.discount.source}`, { percentage: offer.discount.percentage })}
              </p>
            )
          )}
          {offer.repeat_order && (
            <div className="card credits-page__repeat mb-3">
              <div className="card-body d-flex flex-wrap align-items-center gap-2 justify-content-between">
                <span>{t('repeat.teaser', { method: methodName(offer.repeat_order.method) })}</span>
                <Link className="btn btn-outline-primary" to={paths.creditsRepeatOrder}>
                  {t('repeat.link')}
                </Link>
              </div>
            </div>
          )}
          <h2 className="h4 mt-3">{t('bundles.title')}</h2>
          <BundleList offer={offer} />
          <p className="small text-body-secondary">{t('bundles.vat', { percentage: offer.vat_percentage })}</p>
          <div className="row g-3 mt-2">
            <div className="col-12 col-md-6">
              <DiscountCodeForm applied={offer.code} typed={code} country={offer.country} currency={offer.currency} bonus={offer.discount} onApply={setCode} />
            </div>
            <div className="col-12 col-md-6">
              <label htmlFor="payment-country" className="form-label fw-semibold">
                {t('country.label')}
              </label>
              <select id="payment-country" className="form-select" value={offer.country} onChange={(event) => setCountry(event.target.value)}>
                {settings.countries.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {countryName(candidate)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p className="mt-4">
            <Link to={paths.premium}>{t('page.premiumLink')}</Link> · <Link to={transactionPath()}>{t('page.transactionsLink')}</Link>
          </p>
        </>
      )}
    </div>
  );
};
