import type { AppStartListening } from '@/app/listenerMiddleware';
import { TOAST_FADE_MS } from '@/features/toasts/constants';
import { toastFaded, toastRemoved, toastShown } from '@/features/toasts/toastsSlice';

export const addToastListeners = (startAppListening: AppStartListening) => {
  startAppListening({
    actionCreator: toastShown,
    effect: async ({ payload }, { delay, dispatch, getState }) => {
      await delay(payload.durationMs);
      const toast = getState().toasts.items.find((item) => item.id === payload.id);
      // Closed by hand in the meantime: the fade already started (or ended).
      if (toast && !toast.fading) dispatch(toastFaded(payload.id));
    },
  });
  startAppListening({
    actionCreator: toastFaded,
    effect: async ({ payload }, { delay, dispatch }) => {
      await delay(TOAST_FADE_MS);
      dispatch(toastRemoved(payload));
    },
  });
};
