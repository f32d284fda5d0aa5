import { useCallback } from 'react';

// Spec §9: a position up to an hour old is good enough for a city.
const MAX_POSITION_AGE_MS = 60 * 60 * 1000;
const POSITION_TIMEOUT_MS = 15_000;

export type Position = { lat: number; lon: number };

/** Asks the browser for the device's position once; rejects when unsupported, denied or unavailable. */
export const useCurrentPosition = () =>
  useCallback(
    () =>
      new Promise<Position>((resolve, reject) => {
        if (!('geolocation' in navigator)) return reject(new Error('Geolocation unsupported'));
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
          reject,
          { maximumAge: MAX_POSITION_AGE_MS, timeout: POSITION_TIMEOUT_MS },
        );
      }),
    [],
  );
