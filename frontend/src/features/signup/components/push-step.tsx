import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons.js';
import { usePushSubscription } from '../hooks/use-push-subscription.js';
import type { SignupWizard } from '../hooks/use-signup-wizard.js';
import type { PushSubscriptionData } from '../utils/signup-steps.js';
import { StepFrame } from './step-frame.js';

type PushStepProps = {
  wizard: SignupWizard;
  publicKey: string;
  /** Creates the account, with the subscription to save (null: no push). */
  onSend: (push: PushSubscriptionData | null) => void;
};

type AskState = 'idle' | 'asking' | 'denied' | 'failed';

/** The push question before the account is created: allow, or "not now"; a browser without push is told so. */
export const PushStep = ({ wizard, publicKey, onSend }: PushStepProps) => {
  const { t } = useTranslation('signup');
  const push = usePushSubscription(publicKey);
  const [state, setState] = useState<AskState>('idle');
  const allow = async () => {
    setState('asking');
    const answer = await push.ask();
    if (answer.outcome === 'subscribed') return onSend(answer.subscription);
    setState(answer.outcome);
  };
  const send = () => onSend(null);

  if (!push.supported || state === 'denied' || state === 'failed') {
    const reason = push.supported ? state : 'unsupported';
    return (
      <StepFrame onNext={send} onBack={wizard.back} nextLabel={t('push.create')}>
        <p className="alert alert-info mb-0" role="status">
          {t(`push.${reason}`)}
        </p>
      </StepFrame>
    );
  }
  return (
    <StepFrame
      onNext={() => void allow()}
      onBack={wizard.back}
      busy={state === 'asking'}
      nextLabel={state === 'asking' ? t('push.asking') : t('push.allow')}
      secondary={
        <button type="button" className="btn btn-link text-body-secondary" disabled={state === 'asking'} onClick={send}>
          {t('push.notNow')}
        </button>
      }
    >
      <div className="d-flex align-items-start gap-3">
        <Icon name="chat" className="signup-push__icon flex-shrink-0" />
        <p className="mb-0">{t('push.body')}</p>
      </div>
    </StepFrame>
  );
};
