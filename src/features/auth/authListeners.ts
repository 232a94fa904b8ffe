import { baseApi } from '@/api/baseApi';
import { sessionEndedByServer } from '@/api/sessionEndedByServer';
import type { AppStartListening } from '@/app/listenerMiddleware';
import { SESSION_ENDED } from '@/features/auth/constants';
import { writeStoredToken } from '@/features/auth/tokenStorage';
import { toastShown } from '@/features/toasts/toastsSlice';

export const addAuthListeners = (startAppListening: AppStartListening) => {
  // Reducers stay pure: whenever the token in state changes, mirror it to local storage here.
  startAppListening({
    predicate: (_action, currentState, previousState) => currentState.auth.token !== previousState.auth.token,
    effect: (_action, { getState }) => {
      writeStoredToken(getState().auth.token);
    },
  });

  startAppListening({
    actionCreator: sessionEndedByServer,
    effect: (_action, { dispatch }) => {
      dispatch(baseApi.util.resetApiState());
      dispatch(toastShown({ kind: 'warning', message: SESSION_ENDED }));
    },
  });
};
