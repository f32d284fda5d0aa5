/** Spec §4 alerts, most pressing first: mail that stopped, a profile without a photo, a device that could get pushes. */
export const MEMBER_ALERTS = ['mailStopped', 'photo', 'push'] as const;
export type MemberAlert = (typeof MEMBER_ALERTS)[number];

/** A dismissed alert comes back after this many days if its cause is still there: dismissing is "not now", not "never". */
export const ALERT_QUIET_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AlertFacts = {
  /** A member who has not confirmed the address sees the activation reminder instead, never two banners at once. */
  readonly confirmed: boolean;
  readonly mailStopped: boolean;
  readonly hasPhoto: boolean;
  /** The device can receive pushes and the member was never asked (the browser would still ask). */
  readonly pushAskable: boolean;
};

const causeOf: Record<MemberAlert, (facts: AlertFacts) => boolean> = {
  mailStopped: (facts) => facts.mailStopped,
  photo: (facts) => !facts.hasPhoto,
  push: (facts) => facts.pushAskable,
};

/** The one alert to show now (one at a time: a stack of banners is read by nobody), or none. */
export const memberAlertOf = (facts: AlertFacts, dismissedAt: (alert: MemberAlert) => number | undefined, now: number): MemberAlert | undefined => {
  if (!facts.confirmed) return undefined;
  return MEMBER_ALERTS.find((alert) => {
    const dismissed = dismissedAt(alert);
    return causeOf[alert](facts) && (dismissed === undefined || now - dismissed >= ALERT_QUIET_DAYS * DAY_MS);
  });
};
