import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCompanyInfoQuery } from '../../../lib/catalog-api.js';
import { useAccountDeletion } from '../hooks/use-account-deletion.js';
import { DELETION_OFFERS } from '../utils/deletion-offers.js';
import type { StayChoice } from '../utils/deletion-offers.js';
import { DeletionConfirmStep } from './deletion-confirm-step.js';
import { DeletionDialogFrame } from './deletion-dialog-frame.js';
import { DeletionOffersStep } from './deletion-offers-step.js';
import { DeletionReasonsStep } from './deletion-reasons-step.js';
import type { DeletionAnswers } from './deletion-reasons-step.js';

const STEPS = ['reasons', 'offers', 'confirm'] as const;
type Step = (typeof STEPS)[number] | { stayed: StayChoice };

type AccountDeletionDialogProps = {
  invisible: boolean;
  /** The retention discount already saved on the account (user view), if any. */
  grantedDiscountPercent: number | null;
  onClose: () => void;
};

/** Spec §2 delete account: reasons, then the alternatives, then the password and the final button. */
export const AccountDeletionDialog = ({ invisible, grantedDiscountPercent, onClose }: AccountDeletionDialogProps) => {
  const { t } = useTranslation('settings');
  const [step, setStep] = useState<Step>('reasons');
  const [answers, setAnswers] = useState<DeletionAnswers>({ reasons: [], comment: '' });
  const discountPercent = useGetCompanyInfoQuery().data?.delete_discount ?? 0;
  const deletion = useAccountDeletion();
  const numbered = typeof step === 'string';
  return (
    <DeletionDialogFrame
      title={numbered ? t(`deletion.titles.${step}`) : t('deletion.stayed.title')}
      progress={numbered ? t('deletion.step', { step: STEPS.indexOf(step) + 1, steps: STEPS.length }) : undefined}
      focusTitle={step === 'offers'}
      onClose={deletion.deleting ? undefined : onClose}
    >
      {step === 'reasons' && (
        <DeletionReasonsStep answers={answers} onChange={setAnswers} onNext={() => setStep('offers')} onCancel={onClose} />
      )}
      {step === 'offers' && (
        <DeletionOffersStep
          reasons={answers.reasons}
          discountPercent={discountPercent}
          grantedDiscountPercent={grantedDiscountPercent}
          invisible={invisible}
          onStay={(choice) => setStep({ stayed: choice })}
          onBack={() => setStep('reasons')}
          onNext={() => setStep('confirm')}
        />
      )}
      {step === 'confirm' && (
        <DeletionConfirmStep
          deleting={deletion.deleting}
          error={deletion.error}
          onEdit={deletion.reset}
          onBack={() => setStep('offers')}
          onConfirm={(password) => void deletion.remove({ ...answers, password })}
        />
      )}
      {!numbered && <Stayed choice={step.stayed} onClose={onClose} />}
    </DeletionDialogFrame>
  );
};

type StayedProps = { choice: StayChoice; onClose: () => void };

// The discount's percentage is the one the server saved, not the one the offer showed.
const Stayed = ({ choice, onClose }: StayedProps) => {
  const { t } = useTranslation('settings');
  return (
    <>
      <div className="modal-body" role="status">
        {choice.offer === DELETION_OFFERS.INVISIBLE
          ? t('deletion.stayed.invisible')
          : t('deletion.stayed.discount', { percent: choice.percent })}
      </div>
      <div className="modal-footer border-0 pt-0">
        <button type="button" className="btn btn-primary px-4" autoFocus onClick={onClose}>
          {t('deletion.close')}
        </button>
      </div>
    </>
  );
};
