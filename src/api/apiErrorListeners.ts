import { isRejectedWithValue } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/listenerMiddleware';
import { baseApi } from '@/api/baseApi';
import { logApiError } from '@/api/apiError';

/** SPEC §8: every failed API call is logged, in one place. */
export const addApiErrorListeners = (startAppListening: AppStartListening) => {
  startAppListening({
    predicate: (action) => isRejectedWithValue(action) && action.type.startsWith(`${baseApi.reducerPath}/`),
    effect: (action) => {
      const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName ?? action.type;
      logApiError(endpoint, (action as { payload?: unknown }).payload);
    },
  });
};
