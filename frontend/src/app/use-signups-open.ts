import { storedTracking, signupsOpenTo } from '../features/signup/utils/tracking.js';
import { useSettings } from '../features/site/hooks/use-settings.js';

/**
 * Spec §6: whether this visitor may sign up here (open signups, or an invite-only site reached through
 * a traffic source). Undefined until the settings are known, so no call to action flashes and vanishes.
 */
export const useSignupsOpen = (): boolean | undefined => {
  const settings = useSettings();
  return settings && signupsOpenTo(settings.signups, storedTracking());
};
