import { useEffect, useState } from 'react';
import { writeCookie } from '../../../lib/cookie.js';
import { useRequestInfo } from '../../../lib/request-context.js';
import { useSettings } from '../hooks/use-settings.js';
import { useStandaloneMode } from '../hooks/use-standalone-mode.js';
import { shouldShowEntryWarning } from '../utils/entry-warning.rules.js';
import type { LayoutKind } from '../utils/entry-warning.rules.js';
import { EntryWarningDialog } from './entry-warning-dialog.js';

/** The visitor entered once: a cookie with the time (spec §9), so the server's rendering already knows it. */
export const ENTRY_WARNING_COOKIE = 'entry_warning_dismissed';
const DISMISSAL_DAYS = 365;

type SiteEntryWarningProps = {
  layout: LayoutKind;
  /** undefined while the session is still being checked: nothing is shown until it is known. */
  loggedIn: boolean | undefined;
};

/** Spec §9: the adult-content warning, until the visitor enters once (the dismissal is stored with its time). */
export const SiteEntryWarning = ({ layout, loggedIn }: SiteEntryWarningProps) => {
  const settings = useSettings();
  const standalone = useStandaloneMode();
  const { cookie } = useRequestInfo();
  const [dismissed, setDismissed] = useState(() => cookie(ENTRY_WARNING_COOKIE) !== undefined);
  const visible =
    settings !== undefined &&
    loggedIn !== undefined &&
    shouldShowEntryWarning({
      layout,
      loggedIn,
      standalone,
      dismissed,
      enableSiteEntryPopup: settings.enable_site_entry_popup,
      geoipCountry: settings.geoip_country,
    });

  useEffect(() => {
    document.body.classList.toggle('modal-open', visible);
  }, [visible]);

  if (!visible) return null;
  const enter = () => {
    writeCookie(ENTRY_WARNING_COOKIE, String(Date.now()), DISMISSAL_DAYS);
    setDismissed(true);
  };
  return <EntryWarningDialog onEnter={enter} />;
};
