import { useEffect, useState } from 'react';
import { readDismissal, storeDismissal } from '../../../lib/dismissals.js';
import { useSettings } from '../hooks/use-settings.js';
import { useStandaloneMode } from '../hooks/use-standalone-mode.js';
import { shouldShowEntryWarning } from '../utils/entry-warning.rules.js';
import type { LayoutKind } from '../utils/entry-warning.rules.js';
import { EntryWarningDialog } from './entry-warning-dialog.js';

const DISMISSAL_KEY = 'site-entry-warning';

type SiteEntryWarningProps = {
  layout: LayoutKind;
  /** undefined while the session is still being checked: nothing is shown until it is known. */
  loggedIn: boolean | undefined;
};

/** Spec §9: the adult-content warning, until the visitor enters once (the dismissal is stored with its time). */
export const SiteEntryWarning = ({ layout, loggedIn }: SiteEntryWarningProps) => {
  const settings = useSettings();
  const standalone = useStandaloneMode();
  const [dismissed, setDismissed] = useState(() => readDismissal(DISMISSAL_KEY) !== undefined);
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
    storeDismissal(DISMISSAL_KEY);
    setDismissed(true);
  };
  return <EntryWarningDialog onEnter={enter} />;
};
