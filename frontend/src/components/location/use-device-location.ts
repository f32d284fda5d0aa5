import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ProfileLocation } from '@dating/domain';
import type { AppDispatch } from '../../lib/app-store.js';
import { locateDevice, selectGeolocationPermission, watchGeolocationPermission } from '../../lib/geolocation/geolocation-slice.js';

/** What finding the device's place came to: the place (or `false`, none near), or why it could not be found. */
export type DeviceLocation = { place: ProfileLocation | false } | { failure: 'denied' | 'unavailable' };

/**
 * The geolocation permission, kept up to date while a component uses it, and `locate`: the device's place from the
 * app state when found within the hour, else asked of the browser and the geocode endpoint once.
 */
export const useDeviceLocation = () => {
  const dispatch = useDispatch<AppDispatch>();
  const permission = useSelector(selectGeolocationPermission);
  useEffect(() => watchGeolocationPermission(dispatch), [dispatch]);
  const locate = useCallback(async (): Promise<DeviceLocation> => {
    const result = await dispatch(locateDevice());
    if (locateDevice.fulfilled.match(result)) return { place: result.payload.place };
    return { failure: result.payload ?? 'unavailable' };
  }, [dispatch]);
  return { permission, locate };
};
