import { createListenerMiddleware, type ListenerMiddlewareInstance, type TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/app/store';
import { addAuthListeners } from '@/features/auth/authListeners';
import { addToastListeners } from '@/features/toasts/toastListeners';

/** What `startListening.withTypes<RootState, AppDispatch>()` answers: the features' listeners take it. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/** One instance per store, so every test store gets its own listeners and pending timers. */
export const createAppListenerMiddleware = (): ListenerMiddlewareInstance => {
  const listenerMiddleware = createListenerMiddleware();
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
  addAuthListeners(startAppListening);
  addToastListeners(startAppListening);
  return listenerMiddleware;
};
