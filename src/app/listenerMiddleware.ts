import { createListenerMiddleware, type ListenerMiddlewareInstance, type TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/app/store';
import { addAuthListeners } from '@/features/auth/authListeners';
import { addToastListeners } from '@/features/toasts/toastListeners';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/** One instance per store, so every test store gets its own listeners and pending timers. */
export const createAppListenerMiddleware = (): ListenerMiddlewareInstance => {
  const listenerMiddleware = createListenerMiddleware();
  const startAppListening = listenerMiddleware.startListening as AppStartListening;
  addAuthListeners(startAppListening);
  addToastListeners(startAppListening);
  return listenerMiddleware;
};
