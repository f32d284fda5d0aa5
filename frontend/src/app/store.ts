import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../lib/base-api.js';

// Server state lives in RTK Query; UI-only slices join here as features need them.
export const store = configureStore({
  reducer: { [baseApi.reducerPath]: baseApi.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
});
