import type { Gift } from '@dating/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberChatPath } from '../../../config/paths.js';
import { toApiError } from '../../../lib/api-error.js';
import { useSendGiftMutation } from '../api/chat-api.js';
import { sendFailureOf, type SendFailure } from '../utils/send-failure.js';
import { GiftModal } from './gift-modal.js';
import { SendFailureAlert } from './send-failure-alert.js';
import './chat.scss';

type ProfileGiftButtonProps = { memberId: string; name: string; credits: number };

/** Spec: a gift from the member's profile, confirmed as in the chat; it arrives in their conversation, which it links to. */
export const ProfileGiftButton = ({ memberId, name, credits }: ProfileGiftButtonProps) => {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Gift>();
  const [failure, setFailure] = useState<SendFailure>();
  const [sendGift, { isLoading }] = useSendGiftMutation();

  const send = async (gift: Gift) => {
    setFailure(undefined);
    const result = await sendGift({ memberId, giftId: crypto.randomUUID(), gift });
    setOpen(false);
    if (result.error) setFailure(sendFailureOf(toApiError(result.error)!));
    else setSent(gift);
  };

  return (
    <>
      <button type="button" className="btn btn-outline-primary" onClick={() => setOpen(true)}>
        {t('gift.open')}
      </button>
      {sent && (
        <p className="w-100 alert alert-success mb-0" role="status">
          {t('gift.sentTo', { gift: t(`gift.names.${sent}`), name })} <Link to={memberChatPath(memberId)}>{t('gift.toChat')}</Link>
        </p>
      )}
      {failure && (
        <div className="w-100">
          <SendFailureAlert failure={failure} name={name} onClose={() => setFailure(undefined)} />
        </div>
      )}
      {open && <GiftModal name={name} credits={credits} busy={isLoading} onSend={(gift) => void send(gift)} onClose={() => setOpen(false)} />}
    </>
  );
};
