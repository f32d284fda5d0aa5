import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.js';
import type { LastPushMessage } from '../../../lib/last-push-message.js';
import { usePushState } from '../hooks/use-push-state.js';
import { canTurnOffPush, canTurnOnPush, PUSH_STATES } from '../utils/push-state.js';
import type { PushState } from '../utils/push-state.js';

const PUSH_BADGES: Record<PushState, string> = {
  [PUSH_STATES.SUBSCRIBED]: 'text-bg-success',
  [PUSH_STATES.NOT_SUBSCRIBED]: 'text-bg-light border',
  [PUSH_STATES.DENIED]: 'text-bg-danger',
  [PUSH_STATES.UNSUPPORTED]: 'text-bg-light border',
};

/** Spec §6 push state "last message": what last reached this device, so a member sees that push works here. */
const LastPush = ({ message }: { message: LastPushMessage | undefined }) => {
  const { t, i18n } = useTranslation('settings');
  return (
    <section className="mt-3 small" aria-labelledby="push-last-heading">
      <h3 id="push-last-heading" className="fs-6 fw-semibold mb-1">
        {t('notifications.push.last.heading')}
      </h3>
      {message ? (
        <>
          <p className="mb-0 text-break">{message.title}</p>
          {message.body && <p className="mb-0 text-body-secondary text-break">{message.body}</p>}
          <time className="text-body-secondary" dateTime={message.received_at}>
            {formatDateTime(message.received_at, i18n.language)}
          </time>
        </>
      ) : (
        <p className="mb-0 text-body-secondary">{t('notifications.push.last.none')}</p>
      )}
    </section>
  );
};

/**
 * Spec §4 push on this device: its state, a button to switch it on whenever the browser would allow it, also after
 * "Not now" in the signup, and one to switch it off again. A block can only be lifted in the browser: the text then
 * says how. While push is on, the last push that reached the device.
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
      {state === PUSH_STATES.SUBSCRIBED && <LastPush message={push.lastMessage} />}
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
