import type { CreditsOfferView } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { creditsBundlePath } from '../../../config/paths.js';
import { formatMoney } from '../../../lib/money.js';

/** The bundles of the offer, each a link to its payment step; its discount (the best that applies to it) shows the old price struck through and says which it is. */
export const BundleList = ({ offer }: { offer: CreditsOfferView }) => {
  const { t, i18n } = useTranslation('credits');
  const money = (cents: number) => formatMoney(cents, offer.currency, i18n.language);
  return (
    <ul className="credit-bundles list-unstyled">
      {offer.bundles.map((bundle) => (
        <li key={bundle.id} className={`credit-bundle card${bundle.popular ? ' credit-bundle--popular' : ''}`}>
          <div className="card-body">
            {bundle.popular && <p className="credit-bundle__badge">{t('bundles.popular')}</p>}
            <h3 className="credit-bundle__credits">{t('bundles.credits', { count: bundle.credits })}</h3>
            <p className="credit-bundle__price">
              {bundle.discounted_price < bundle.price && (
                <del className="credit-bundle__old-price">
                  <span className="visually-hidden">{t('bundles.oldPrice')} </span>
                  {money(bundle.price)}
                </del>
              )}{' '}
              <strong>{money(bundle.discounted_price)}</strong>
            </p>
            {bundle.discount && (
              <p className="credit-bundle__discount badge text-bg-success text-wrap">
                {t(`bundles.discount.${bundle.discount.source}`, { percentage: bundle.discount.percentage, code: bundle.discount.code })}
              </p>
            )}
            <p className="credit-bundle__per-credit">{t('bundles.perCredit', { price: formatMoney(Math.round(bundle.discounted_price / bundle.credits), offer.currency, i18n.language) })}</p>
            <Link className="btn btn-primary w-100" to={creditsBundlePath(bundle.id)}>
              {t('bundles.choose', { count: bundle.credits })}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
};
