import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../lib/base-api.js';

// Server state lives in RTK Query; UI-only slices join here as features need them.
/** `api`: the RTK Query cache the server filled for this page (settings, who is logged in), if it did. */
export const createAppStore = (api?: unknown) =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
    preloadedState: api === undefined ? undefined : ({ [baseApi.reducerPath]: api } as { api: ReturnType<typeof baseApi.reducer> }),
  });

export type AppStore = ReturnType<typeof createAppStore>;
