import { useTranslation } from 'react-i18next';
import { useGetCreditsOfferQuery } from '../../../lib/shared-endpoints.js';
import { formatMoney } from '../../../lib/money.js';

/** The credit bundles and their prices in the visitor's (or member's) country, VAT included. */
export const BundlePrices = () => {
  const { t, i18n } = useTranslation('credits');
  const { data: offer } = useGetCreditsOfferQuery();
  if (!offer) return null;
  return (
    <div className="card border-0 shadow-sm static-page__card mb-4">
      <div className="card-body p-4 p-md-5">
        <h2 className="h5 mb-3">{t('bundles.title')}</h2>
        <ul className="price-list list-unstyled mb-2">
          {offer.bundles.map((bundle) => (
            <li className="price-list__row" key={bundle.id}>
              <span>{t('bundles.credits', { count: bundle.credits })}</span>
              <span className="price-list__credits">{formatMoney(bundle.price, offer.currency, i18n.language)}</span>
            </li>
          ))}
        </ul>
        <p className="small text-body-secondary mb-0">{t('bundles.vat', { percentage: offer.vat_percentage })}</p>
      </div>
    </div>
  );
};
