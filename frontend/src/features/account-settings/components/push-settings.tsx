import { useTranslation } from 'react-i18next';
import { usePushState } from '../hooks/use-push-state.js';
import { canTurnOffPush, canTurnOnPush, PUSH_STATES } from '../utils/push-state.js';
import type { PushState } from '../utils/push-state.js';

const PUSH_BADGES: Record<PushState, string> = {
  [PUSH_STATES.SUBSCRIBED]: 'text-bg-success',
  [PUSH_STATES.NOT_SUBSCRIBED]: 'text-bg-light border',
  [PUSH_STATES.DENIED]: 'text-bg-danger',
  [PUSH_STATES.UNSUPPORTED]: 'text-bg-light border',
};

/**
 * Spec §4 push on this device: its state, a button to switch it on whenever the browser would allow it, also after
 * "Not now" in the signup, and one to switch it off again. A block can only be lifted in the browser: the text then
 * says how.
 */
export const PushSettings = ({ publicKey }: { publicKey: string }) => {
  const { t } = useTranslation('settings');
  const push = usePushState(publicKey);
  const { state } = push;
  return (
    <div className="border-top mt-4 pt-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <span className="fw-semibold">{t('notifications.push.label')}</span>
        {state && <span className={`badge rounded-pill ${PUSH_BADGES[state]}`}>{t(`notifications.push.badges.${state}`)}</span>}
      </div>
      <p className="small text-body-secondary mb-0" role="status">
        {state ? t(`notifications.push.explain.${state}`) : t('notifications.push.checking')}
      </p>
      {canTurnOnPush(state) && (
        <button type="button" className="btn btn-primary mt-3" disabled={push.busy} onClick={() => void push.turnOn()}>
          {push.busy ? t('notifications.push.turningOn') : t('notifications.push.turnOn')}
        </button>
      )}
      {canTurnOffPush(state) && (
        <button type="button" className="btn btn-outline-primary mt-3" disabled={push.busy} onClick={() => void push.turnOff()}>
          {push.busy ? t('notifications.push.turningOff') : t('notifications.push.turnOff')}
        </button>
      )}
      {push.problem && (
        <p className="small text-danger fw-semibold mt-2 mb-0" role="alert">
          {t(`notifications.push.problems.${push.problem}`)}
        </p>
      )}
    </div>
  );
};
