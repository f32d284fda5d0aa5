import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal.js';
import { paths } from '../../../config/paths.js';
import { readDismissal, storeDismissal } from '../../../lib/dismissals.js';
import type { RunningTimeBonus } from '../hooks/use-time-bonus.js';
import { mayOpenTimeBonusModal, TIME_BONUS_MODAL_DELAY_MS } from '../utils/countdown.js';

type TimeBonusModalProps = { memberId: string; credits: number; running: RunningTimeBonus | null };

const dismissalKey = (memberId: string) => `time-bonus-modal:${memberId}`;

/** Spec §4: after 40 s in the members area, for a member without credits whose bonus runs, once (the dismissal is stored). */
export const TimeBonusModal = ({ memberId, credits, running }: TimeBonusModalProps) => {
  const { t } = useTranslation('credits');
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(() => readDismissal(dismissalKey(memberId)) !== undefined);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!due || !running || !mayOpenTimeBonusModal({ credits, bonusRunning: true, dismissed })) return null;
  const dismiss = () => {
    storeDismissal(dismissalKey(memberId));
    setDismissed(true);
  };
  const { hours, minutes, seconds } = running.countdown;
  return (
    <Modal labelledBy="time-bonus-title" onEscape={dismiss} onBackdrop={dismiss}>
      <div className="modal-header">
        <h2 id="time-bonus-title" className="modal-title h5">
          {t('timeBonus.modalTitle', { percentage: running.bonus.percentage })}
        </h2>
        <button type="button" className="btn-close" aria-label={t('timeBonus.close')} onClick={dismiss} />
      </div>
      <div className="modal-body">
        <p>{t('timeBonus.modalBody', { percentage: running.bonus.percentage, hours: 4 })}</p>
        <p className="h3 text-center">
          <time dateTime={`PT${hours}H${minutes}M${seconds}S`}>{`${hours}:${minutes}:${seconds}`}</time>
        </p>
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-secondary" onClick={dismiss}>
          {t('timeBonus.later')}
        </button>
        <Link className="btn btn-primary" to={paths.credits} onClick={dismiss}>
          {t('timeBonus.cta')}
        </Link>
      </div>
    </Modal>
  );
};
