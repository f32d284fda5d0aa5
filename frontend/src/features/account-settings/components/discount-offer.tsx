import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { useRetentionOffer } from '../hooks/use-retention-offer.js';
import { OfferCard } from './offer-card.js';

type DiscountOfferProps = {
  /** The company's delete_discount, as offered. */
  discountPercent: number;
  /** The percentage already saved on the account, if the member took the offer before. */
  grantedPercent: number | null;
  /** The server saved the discount on the account. */
  onSaved: (percent: number) => void;
};

const PercentBadge = ({ percent }: { percent: number }) => {
  const { t } = useTranslation('settings');
  return <span className="deletion-dialog__offer-percent">{t('deletion.offers.discount.badge', { percent })}</span>;
};

/** "Stay and get N% off": saved on the account by the server; a member who has it sees it instead of the offer. */
export const DiscountOffer = ({ discountPercent, grantedPercent, onSaved }: DiscountOfferProps) => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const offer = useRetentionOffer();
  if (grantedPercent !== null) {
    return (
      <OfferCard
        lead={<PercentBadge percent={grantedPercent} />}
        title={t('deletion.offers.discount.granted.title', { percent: grantedPercent })}
        body={t('deletion.offers.discount.granted.body')}
      />
    );
  }
  const accept = async () => {
    const saved = await offer.accept();
    if (saved !== undefined) onSaved(saved);
  };
  return (
    <OfferCard
      lead={<PercentBadge percent={discountPercent} />}
      title={t('deletion.offers.discount.title', { percent: discountPercent })}
      body={t('deletion.offers.discount.body')}
    >
      <button type="button" className="btn btn-primary btn-sm" disabled={offer.busy} onClick={() => void accept()}>
        {t('deletion.offers.discount.action')}
      </button>
      {offer.error && (
        <p className="small text-danger mt-2 mb-0" role="alert">
          {errorText(offer.error.code, offer.error.params)}
        </p>
      )}
    </OfferCard>
  );
};
