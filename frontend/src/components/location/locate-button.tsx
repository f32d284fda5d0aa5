import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileLocation } from '@dating/domain';
import { Icon } from '../ui/icons.js';
import { useCurrentPosition } from './use-current-position.js';
import type { Position } from './use-current-position.js';

type LocateState = 'idle' | 'locating' | 'unavailable' | 'notFound';

/** The geocode call of the feature using the button: the nearest known place, or false/undefined when there is none. */
export type Geocode = (position: Position) => Promise<ProfileLocation | false | undefined>;

type LocateButtonProps = { countries: string[]; geocode: Geocode; onFound: (location: ProfileLocation) => void };

/** Spec §7 geocode: the device's position becomes the nearest known city; the coordinates are not kept. */
export const LocateButton = ({ countries, geocode, onFound }: LocateButtonProps) => {
  const { t } = useTranslation('profile');
  const currentPosition = useCurrentPosition();
  const [state, setState] = useState<LocateState>('idle');
  const locate = async () => {
    setState('locating');
    const position = await currentPosition().catch(() => undefined);
    if (!position) return setState('unavailable');
    const place = await geocode(position);
    if (!place || !countries.includes(place.country)) return setState('notFound');
    onFound(place);
    setState('idle');
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
        disabled={state === 'locating'}
        onClick={() => void locate()}
      >
        <Icon name="globe" />
        {t(state === 'locating' ? 'location.locating' : 'location.useMine')}
      </button>
      {(state === 'unavailable' || state === 'notFound') && (
        <span className="small text-body-secondary" role="status">
          {t(`location.${state}`)}
        </span>
      )}
    </div>
  );
};
