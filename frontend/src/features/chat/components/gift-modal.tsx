import { GIFTS, type Gift } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceModal } from './choice-modal.js';
import { GiftImage } from './gift-image.js';

type GiftModalProps = { name: string; credits: number; busy: boolean; onChoose: (gift: Gift) => void; onClose: () => void };

/** The gift catalogue: each gift costs the site's gift_credits and arrives in the conversation as a message. */
export const GiftModal = ({ name, credits, busy, onChoose, onClose }: GiftModalProps) => {
  const { t } = useTranslation('chat');
  return (
    <ChoiceModal title={t('gift.title', { name })} onClose={onClose}>
      <p className="text-body-secondary">{t('gift.cost', { count: credits })}</p>
      <ul className="chat-gifts list-unstyled mb-0">
        {GIFTS.map((gift) => (
          <li key={gift}>
            <button type="button" className="chat-gifts__choice btn btn-light w-100" disabled={busy} onClick={() => onChoose(gift)}>
              <GiftImage gift={gift} />
              <span className="d-block">{t(`gift.names.${gift}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </ChoiceModal>
  );
};
