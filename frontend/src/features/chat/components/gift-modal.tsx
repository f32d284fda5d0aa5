import { GIFTS, type Gift } from '@dating/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceModal } from './choice-modal.js';
import { GiftImage } from './gift-image.js';

type GiftModalProps = { name: string; credits: number; busy: boolean; onSend: (gift: Gift) => void; onClose: () => void };

/**
 * The gift catalogue: each gift costs the site's gift_credits and arrives in the conversation as a message. A tap
 * only chooses; the member then sees the gift and its price and confirms, and going back spends nothing.
 */
export const GiftModal = ({ name, credits, busy, onSend, onClose }: GiftModalProps) => {
  const { t } = useTranslation('chat');
  const [chosen, setChosen] = useState<Gift>();
  return (
    <ChoiceModal title={t('gift.title', { name })} onClose={onClose}>
      {chosen ? (
        <div className="chat-gift-confirm text-center">
          <GiftImage gift={chosen} className="chat-gift-confirm__image mb-2" />
          <p className="chat-gift-confirm__question">{t('gift.confirm', { count: credits, gift: t(`gift.names.${chosen}`), name })}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => setChosen(undefined)}>
              {t('gift.back')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onSend(chosen)}>
              {t('gift.send')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="text-body-secondary">{t('gift.cost', { count: credits })}</p>
          <ul className="chat-gifts list-unstyled mb-0">
            {GIFTS.map((gift) => (
              <li key={gift}>
                <button type="button" className="chat-gifts__choice btn btn-light w-100 h-100" onClick={() => setChosen(gift)}>
                  <GiftImage gift={gift} />
                  <span className="chat-gifts__name d-block">{t(`gift.names.${gift}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </ChoiceModal>
  );
};
