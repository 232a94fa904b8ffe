import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import {
  CONNECT_DELAY_MS,
  CONNECTED_CONTROLS,
  CONNECTED_ISSUES,
  integrationsText,
  JUST_NOW,
  REFRESH_ALL_DELAY_MS,
  SYNC_DELAY_MS,
  TEST_CONNECTION_DELAY_MS,
} from '@/features/integrations/constants';
import {
  connected,
  connectionTestFinished,
  connectionTestRequested,
  connectRequested,
  refreshAllFinished,
  refreshAllRequested,
  selectIntegrationById,
  syncFinished,
  syncRequested,
} from '@/features/integrations/integrationsSlice';
import { toastShown } from '@/features/toasts/toastsSlice';
import { delay } from '@/lib/delay';
import { randomInt } from '@/lib/randomInt';

export const connectIntegration = createAppAsyncThunk(
  'integrations/connect',
  async (id: string, { dispatch, getState, extra }) => {
    dispatch(connectRequested(id));
    await delay(CONNECT_DELAY_MS);
    dispatch(
      connected({
        id,
        controls: randomInt(extra.random, CONNECTED_CONTROLS.min, CONNECTED_CONTROLS.max),
        issues: randomInt(extra.random, CONNECTED_ISSUES.min, CONNECTED_ISSUES.max),
        lastSync: JUST_NOW,
      }),
    );
    const name = selectIntegrationById(getState(), id)?.name ?? id;
    dispatch(toastShown({ kind: 'success', message: integrationsText.connectedToast(name) }));
  },
);

export const syncIntegration = createAppAsyncThunk(
  'integrations/sync',
  async (id: string, { dispatch, getState }) => {
    dispatch(syncRequested(id));
    await delay(SYNC_DELAY_MS);
    dispatch(syncFinished(id));
    const name = selectIntegrationById(getState(), id)?.name ?? id;
    dispatch(toastShown({ kind: 'success', message: integrationsText.synced(name) }));
  },
);

export const testIntegrationConnection = createAppAsyncThunk(
  'integrations/testConnection',
  async (id: string, { dispatch, getState }) => {
    dispatch(connectionTestRequested(id));
    await delay(TEST_CONNECTION_DELAY_MS);
    dispatch(connectionTestFinished(id));
    const name = selectIntegrationById(getState(), id)?.name ?? id;
    dispatch(toastShown({ kind: 'success', message: integrationsText.connectionWorks(name) }));
  },
);

export const refreshAllIntegrations = createAppAsyncThunk('integrations/refreshAll', async (_: void, { dispatch }) => {
  dispatch(refreshAllRequested());
  await delay(REFRESH_ALL_DELAY_MS);
  dispatch(refreshAllFinished());
  dispatch(toastShown({ kind: 'success', message: integrationsText.refreshedAll }));
});
