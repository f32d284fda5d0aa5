import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './base-api.js';
import { geolocationSlice } from './geolocation/geolocation-slice.js';

/**
 * The app's Redux store: server state in RTK Query, app state (spec §3) in slices. Tests make their own with it.
 * `api`: the RTK Query cache the server filled for this page (settings, who is logged in), if it did.
 */
export const createAppStore = (api?: unknown) =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [geolocationSlice.reducerPath]: geolocationSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
    preloadedState: api === undefined ? undefined : ({ [baseApi.reducerPath]: api } as { api: ReturnType<typeof baseApi.reducer> }),
  });

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
