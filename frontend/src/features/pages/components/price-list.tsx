import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons.js';
import type { PageValues } from '../utils/page-values.js';

type PriceListProps = { values: PageValues };

/** What each paid action costs in credits, straight from the site settings. */
export const PriceList = ({ values }: PriceListProps) => {
  const { t } = useTranslation('pages');
  const prices = [
    { key: 'message', credits: values.messageCredits },
    { key: 'gift', credits: values.giftCredits },
    { key: 'photo', credits: values.photoCredits },
  ];
  return (
    <div className="card border-0 shadow-sm static-page__card mb-4">
      <div className="card-body p-4 p-md-5">
        <h2 className="h5 d-flex align-items-center gap-2 mb-3">
          <Icon name="coins" className="text-secondary" />
          {t('pricing.prices.title')}
        </h2>
        <ul className="price-list list-unstyled mb-0">
          {prices.map((price) => (
            <li className="price-list__row" key={price.key}>
              <span>{t(`pricing.prices.${price.key}`)}</span>
              <span className="price-list__credits">{t('pricing.prices.credits', { credits: price.credits })}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
