import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileLocation } from '@dating/domain';
import { Icon } from '../ui/icons.js';
import { useDeviceLocation } from './use-device-location.js';

type LocateState = 'idle' | 'locating' | 'unavailable' | 'notFound';

type LocateButtonProps = { countries: string[]; onFound: (location: ProfileLocation) => void };

/**
 * Spec §7 geocode: the device's position becomes the nearest known city; the coordinates are not kept. Not offered
 * where the browser has no geolocation; where the member blocked it, the button says at once that it cannot help.
 */
export const LocateButton = ({ countries, onFound }: LocateButtonProps) => {
  const { t } = useTranslation('profile');
  const { permission, locate } = useDeviceLocation();
  const [state, setState] = useState<LocateState>('idle');
  if (permission === 'unsupported') return null;
  const shown: LocateState = permission === 'denied' ? 'unavailable' : state;
  const find = async () => {
    setState('locating');
    const found = await locate();
    if ('failure' in found) return setState('unavailable');
    if (!found.place || !countries.includes(found.place.country)) return setState('notFound');
    onFound(found.place);
    setState('idle');
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
        disabled={shown === 'locating' || permission === 'denied'}
        onClick={() => void find()}
      >
        <Icon name="globe" />
        {t(shown === 'locating' ? 'location.locating' : 'location.useMine')}
      </button>
      {(shown === 'unavailable' || shown === 'notFound') && (
        <span className="small text-body-secondary" role="status">
          {t(`location.${shown}`)}
        </span>
      )}
    </div>
  );
};
