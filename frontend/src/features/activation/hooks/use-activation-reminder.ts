import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { activationReminderKind, isSmartphone, SIGNUP_COMPLETE_FLAG, signupCompleteFlagIn } from '../utils/activation-reminder.rules.js';
import type { ReminderUser } from '../utils/activation-reminder.rules.js';

// Both last for the visit: the flag arrives on one URL and holds for the pages after it.
const FLAG_KEY = SIGNUP_COMPLETE_FLAG;
const MODAL_CLOSED_KEY = 'activation-reminder-modal-closed';

const currentDevice = () => ({
  userAgent: navigator.userAgent,
  coarsePointer: window.matchMedia('(pointer: coarse)').matches,
  viewportWidth: window.innerWidth,
});

/** Spec §4 activation reminder on the current screen: none, an alert, or a modal the member can close for the visit. */
export const useActivationReminder = (user: ReminderUser | null) => {
  const { pathname, search } = useLocation();
  const [modalDismissed, setModalDismissed] = useState(() => window.sessionStorage.getItem(MODAL_CLOSED_KEY) !== null);
  const flagInUrl = signupCompleteFlagIn(search);
  useEffect(() => {
    if (flagInUrl !== undefined) window.sessionStorage.setItem(FLAG_KEY, String(flagInUrl));
  }, [flagInUrl]);

  const kind = activationReminderKind({
    user,
    pathname,
    search,
    signupCompleteFlag: flagInUrl ?? window.sessionStorage.getItem(FLAG_KEY) === 'true',
    smartphone: isSmartphone(currentDevice()),
    modalDismissed,
  });
  const dismissModal = () => {
    window.sessionStorage.setItem(MODAL_CLOSED_KEY, new Date().toISOString());
    setModalDismissed(true);
  };
  return { kind, dismissModal };
};
