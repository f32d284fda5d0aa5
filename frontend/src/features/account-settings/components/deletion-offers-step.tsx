import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeletionReason } from '@dating/domain';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { useInvisibleMode } from '../hooks/use-invisible-mode.js';
import { congratulates, DELETION_OFFERS, deletionOffersFor } from '../utils/deletion-offers.js';
import type { DeletionOffer, StayChoice } from '../utils/deletion-offers.js';
import { DiscountOffer } from './discount-offer.js';
import { OfferCard } from './offer-card.js';

type DeletionOffersStepProps = {
  reasons: DeletionReason[];
  discountPercent: number;
  /** The discount the member already has on the account, if any. */
  grantedDiscountPercent: number | null;
  invisible: boolean;
  /** The member takes an offer and keeps the account. */
  onStay: (choice: StayChoice) => void;
  onBack: () => void;
  onNext: () => void;
};

/** Step 2: before anything is deleted, what answers the member's reasons (spec §2 alternative offers). */
export const DeletionOffersStep = ({ reasons, discountPercent, grantedDiscountPercent, invisible, onStay, onBack, onNext }: DeletionOffersStepProps) => {
  const { t } = useTranslation('settings');
  const offers = deletionOffersFor({ reasons, discountPercent, discountGranted: grantedDiscountPercent !== null, alreadyInvisible: invisible });
  const partnerFound = congratulates(reasons);
  return (
    <>
      <div className="modal-body">
        <p className="fw-semibold">{partnerFound ? t('deletion.offers.congratulations') : t(offers.length > 0 ? 'deletion.offers.intro' : 'deletion.offers.none')}</p>
        {partnerFound && offers.length > 0 && <p>{t('deletion.offers.introPause')}</p>}
        {offers.length > 0 && (
          <ul className="list-unstyled d-grid gap-3 mb-0" aria-label={t('deletion.offers.label')}>
            {offers.map((offer) => (
              <li key={offer} className="deletion-dialog__offer p-3">
                <Offer offer={offer} discountPercent={discountPercent} grantedDiscountPercent={grantedDiscountPercent} invisible={invisible} onStay={onStay} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="modal-footer border-0 pt-0">
        <button type="button" className="btn btn-link text-body-secondary" onClick={onBack}>
          {t('deletion.back')}
        </button>
        <button type="button" className="btn btn-outline-danger px-4" onClick={onNext}>
          {offers.length > 0 ? t('deletion.offers.continue') : t('deletion.next')}
        </button>
      </div>
    </>
  );
};

type OfferProps = Pick<DeletionOffersStepProps, 'discountPercent' | 'grantedDiscountPercent' | 'invisible' | 'onStay'> & { offer: DeletionOffer };

const Offer = ({ offer, discountPercent, grantedDiscountPercent, invisible, onStay }: OfferProps) => {
  const { t } = useTranslation('settings');
  switch (offer) {
    case DELETION_OFFERS.DISCOUNT:
      return (
        <DiscountOffer
          discountPercent={discountPercent}
          grantedPercent={grantedDiscountPercent}
          onSaved={(percent) => onStay({ offer: DELETION_OFFERS.DISCOUNT, percent })}
        />
      );
    case DELETION_OFFERS.INVISIBLE:
      return <InvisibleOffer invisible={invisible} onStay={() => onStay({ offer: DELETION_OFFERS.INVISIBLE })} />;
    case DELETION_OFFERS.FEWER_MAILS:
      return (
        <OfferCard title={t('deletion.offers.fewerMails.title')} body={t('deletion.offers.fewerMails.body')}>
          <Link className="btn btn-outline-primary btn-sm" to={paths.notifications}>
            {t('deletion.offers.fewerMails.action')}
          </Link>
        </OfferCard>
      );
    case DELETION_OFFERS.MATCH_TIPS:
      return (
        <OfferCard title={t('deletion.offers.matchTips.title')} body={t('deletion.offers.matchTips.body')}>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-outline-primary btn-sm" to={paths.myProfile}>
              {t('deletion.offers.matchTips.profile')}
            </Link>
            <Link className="btn btn-outline-primary btn-sm" to={paths.matchFinder}>
              {t('deletion.offers.matchTips.matchFinder')}
            </Link>
          </div>
        </OfferCard>
      );
    case DELETION_OFFERS.HELP:
      return (
        <OfferCard title={t('deletion.offers.help.title')} body={t('deletion.offers.help.body')}>
          <Link className="btn btn-outline-primary btn-sm" to={paths.service}>
            {t('deletion.offers.help.action')}
          </Link>
        </OfferCard>
      );
  }
};

const InvisibleOffer = ({ invisible, onStay }: { invisible: boolean; onStay: () => void }) => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const mode = useInvisibleMode(invisible);
  const switchOn = async () => {
    if (await mode.choose(true)) onStay();
  };
  return (
    <OfferCard title={t('deletion.offers.invisible.title')} body={t('deletion.offers.invisible.body')}>
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={mode.busy} onClick={() => void switchOn()}>
        {t('deletion.offers.invisible.action')}
      </button>
      {mode.error && (
        <p className="small text-danger mt-2 mb-0" role="alert">
          {errorText(mode.error.code, mode.error.params)}
        </p>
      )}
    </OfferCard>
  );
};
