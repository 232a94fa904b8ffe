import type { AppStartListening } from '@/app/listenerMiddleware';
import { writeStoredToken } from '@/features/auth/tokenStorage';

/** Reducers stay pure: whenever the token in state changes, mirror it to local storage here. */
export const addAuthListeners = (startAppListening: AppStartListening) => {
  startAppListening({
    predicate: (_action, currentState, previousState) => currentState.auth.token !== previousState.auth.token,
    effect: (_action, { getState }) => {
      writeStoredToken(getState().auth.token);
    },
  });
};
