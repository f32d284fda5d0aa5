import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ProfileLocation } from '@dating/domain';
import { geocodeEndpoint } from '../shared-endpoints.js';

/** Spec §4: unsupported, unknown (the browser does not tell), or the browser's own state. */
export type GeolocationPermission = 'unsupported' | 'unknown' | PermissionState;

/** Spec §7 geocode: the nearest known place to the device, `false` when there is none; `at` is when it was found. */
export type DeviceGeocode = { place: ProfileLocation | false; at: number };

/** Spec §3 app state "geolocation permission and geocode". */
export type GeolocationState = { permission: GeolocationPermission; geocode?: DeviceGeocode };

/** Spec §9: the geolocation cache's maximum age. Within it the device's place is neither asked nor looked up again. */
export const GEOLOCATION_MAX_AGE_MS = 60 * 60 * 1000;
const POSITION_TIMEOUT_MS = 15_000;

const initialState: GeolocationState = { permission: 'unknown' };

type Position = { lat: number; lon: number };

/** The device's position, up to the maximum age old; rejects when unsupported, denied or unavailable. */
const currentPosition = () =>
  new Promise<Position>((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('Geolocation unsupported'));
    navigator.geolocation.getCurrentPosition(({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }), reject, {
      maximumAge: GEOLOCATION_MAX_AGE_MS,
      timeout: POSITION_TIMEOUT_MS,
    });
  });

/** The geocode kept in state while it is younger than the maximum age. */
export const freshGeocode = (state: GeolocationState, now: number): DeviceGeocode | undefined =>
  state.geocode && now - state.geocode.at < GEOLOCATION_MAX_AGE_MS ? state.geocode : undefined;

// GeolocationPositionError.PERMISSION_DENIED: what a browser without the Permissions API tells of a refusal.
const PERMISSION_DENIED = 1;
const isPermissionDenied = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === PERMISSION_DENIED;

type GeolocationRoot = { geolocation: GeolocationState };

/**
 * The device's place: the one kept, if found within the hour; else the browser's position looked up with
 * `GET /api/geocode.php`. Rejects when the position or the look-up fails (nothing is kept then).
 */
export const locateDevice = createAsyncThunk<DeviceGeocode, void, { state: GeolocationRoot; rejectValue: 'denied' | 'unavailable' }>(
  'geolocation/locate',
  async (_, { getState, dispatch, rejectWithValue }) => {
    const kept = freshGeocode(getState().geolocation, Date.now());
    if (kept) return kept;
    let position: Position;
    try {
      position = await currentPosition();
    } catch (error) {
      return rejectWithValue(isPermissionDenied(error) ? 'denied' : 'unavailable');
    }
    const place = await dispatch(geocodeEndpoint.initiate(position, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .catch(() => undefined);
    if (place === undefined) return rejectWithValue('unavailable');
    return { place, at: Date.now() };
  },
);

export const geolocationSlice = createSlice({
  name: 'geolocation',
  initialState,
  reducers: {
    permissionRead: (state, { payload }: PayloadAction<GeolocationPermission>) => {
      state.permission = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(locateDevice.fulfilled, (state, { payload }) => {
        state.geocode = payload;
      })
      .addCase(locateDevice.rejected, (state, { payload }) => {
        if (payload === 'denied') state.permission = 'denied';
      });
  },
  selectors: {
    selectGeolocationPermission: (state) => state.permission,
  },
});

export const { permissionRead } = geolocationSlice.actions;
export const { selectGeolocationPermission } = geolocationSlice.selectors;

/**
 * Keeps the permission in state: unsupported without the Geolocation API, unknown without the Permissions API,
 * else the browser's state as it changes (the member may allow or block it in the browser's settings any time).
 * Returns what stops listening.
 */
export const watchGeolocationPermission = (dispatch: (action: PayloadAction<GeolocationPermission>) => unknown): (() => void) => {
  if (!('geolocation' in navigator)) {
    dispatch(permissionRead('unsupported'));
    return () => undefined;
  }
  if (!navigator.permissions?.query) return () => undefined;
  let watched: PermissionStatus | undefined;
  let stopped = false;
  const onChange = () => watched && dispatch(permissionRead(watched.state));
  navigator.permissions.query({ name: 'geolocation' }).then(
    (status) => {
      if (stopped) return;
      watched = status;
      onChange();
      status.addEventListener('change', onChange);
    },
    // Some browsers refuse to tell about geolocation: the permission stays unknown.
    () => undefined,
  );
  return () => {
    stopped = true;
    watched?.removeEventListener('change', onChange);
  };
};
