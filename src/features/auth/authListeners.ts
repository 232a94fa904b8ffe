import { baseApi } from '@/api/baseApi';
import { sessionEndedByServer } from '@/api/sessionEndedByServer';
import { writeStoredToken } from '@/api/tokenStorage';
import type { AppStartListening } from '@/app/listenerMiddleware';
import { SESSION_ENDED } from '@/features/auth/constants';
import { restoreSession } from '@/features/auth/thunks';
import { toastShown } from '@/features/toasts/toastsSlice';

// Reducers stay pure: a token the server refused leaves storage here (sign-out clears its own).
export const addAuthListeners = (startAppListening: AppStartListening) => {
  startAppListening({
    actionCreator: restoreSession.rejected,
    effect: () => writeStoredToken(null),
  });

  startAppListening({
    actionCreator: sessionEndedByServer,
    effect: (_action, { dispatch }) => {
      // Cleared before the reset, so no refetch goes out with the dead token.
      writeStoredToken(null);
      dispatch(baseApi.util.resetApiState());
      dispatch(toastShown({ kind: 'warning', message: SESSION_ENDED }));
    },
  });
};
