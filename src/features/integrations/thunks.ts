import { getApiErrorMessage } from '@/api/apiError';
import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import type { AppDispatch } from '@/app/store';
import { integrationsText as text } from '@/features/integrations/constants';
import { type ConnectIntegrationRequest, integrationsApi } from '@/features/integrations/integrationsApi';
import { syncsEnded } from '@/features/integrations/syncsEnded';
import type { IntegrationRef } from '@/features/integrations/types';
import { toastShown } from '@/features/toasts/toastsSlice';

const { getIntegrations, connectIntegration, testIntegrationConnection, syncIntegration } = integrationsApi.endpoints;
const { syncAllIntegrations, disconnectIntegration } = integrationsApi.endpoints;

const toastRefusal = (dispatch: AppDispatch, error: unknown, fallback: string) =>
  dispatch(toastShown({ kind: 'error', message: getApiErrorMessage(error, fallback) }));

/** How a connection attempt ended: `refusal` is the server's reason, null once connected. */
export type ConnectOutcome = { refusal: string | null };

/**
 * The credentials go to the server, which tests them with the provider: the success toast once it has said so, else
 * its reason, which the dialog shows beside what was typed. A refusal can leave the integration in error, so the list
 * is read again before the card settles.
 */
export const connectRequested = createAppAsyncThunk(
  'integrations/connectRequested',
  async (
    { type, name, body }: IntegrationRef & Pick<ConnectIntegrationRequest, 'body'>,
    { dispatch },
  ): Promise<ConnectOutcome> => {
    try {
      await dispatch(connectIntegration.initiate({ type, body })).unwrap();
      dispatch(toastShown({ kind: 'success', message: text.connectedToast(name) }));
      return { refusal: null };
    } catch (error) {
      await dispatch(getIntegrations.initiate(undefined, { subscribe: false, forceRefetch: true }));
      const refusal = getApiErrorMessage(error, text.connectFailed(name));
      dispatch(toastShown({ kind: 'error', message: refusal }));
      return { refusal };
    }
  },
);

/** The server syncs in the background: the toast says how it ended once the list shows it no longer syncing. */
export const syncRequested = createAppAsyncThunk(
  'integrations/syncRequested',
  async ({ type, name }: IntegrationRef, { dispatch }) => {
    try {
      await dispatch(syncIntegration.initiate(type)).unwrap();
    } catch (error) {
      toastRefusal(dispatch, error, text.syncFailed(name));
      return;
    }
    const integrations = await syncsEnded(dispatch, (items) => !items.find((item) => item.type === type)?.syncing);
    const synced = integrations?.find((item) => item.type === type);
    if (synced?.status === 'connected') {
      dispatch(toastShown({ kind: 'success', message: text.synced(name) }));
    } else if (synced?.status === 'error') {
      dispatch(toastShown({ kind: 'error', message: synced.message ?? text.syncFailed(name) }));
    }
  },
);

export const connectionTestRequested = createAppAsyncThunk(
  'integrations/connectionTestRequested',
  async ({ type, name }: IntegrationRef, { dispatch }) => {
    try {
      const { test } = await dispatch(testIntegrationConnection.initiate(type)).unwrap();
      dispatch(
        test.ok
          ? toastShown({ kind: 'success', message: text.connectionWorks(name) })
          : toastShown({ kind: 'error', message: test.message }),
      );
    } catch (error) {
      toastRefusal(dispatch, error, text.testFailed(name));
    }
  },
);

export const disconnectRequested = createAppAsyncThunk(
  'integrations/disconnectRequested',
  async ({ type, name }: IntegrationRef, { dispatch }) => {
    try {
      await dispatch(disconnectIntegration.initiate(type)).unwrap();
      dispatch(toastShown({ kind: 'info', message: text.disconnectedToast(name) }));
    } catch (error) {
      toastRefusal(dispatch, error, text.disconnectFailed(name));
    }
  },
);

/** Every connected integration syncs again; the toast once none is syncing any more. */
export const refreshAllRequested = createAppAsyncThunk(
  'integrations/refreshAllRequested',
  async (_: void, { dispatch }) => {
    try {
      await dispatch(syncAllIntegrations.initiate()).unwrap();
    } catch (error) {
      toastRefusal(dispatch, error, text.refreshFailed);
      return;
    }
    if (await syncsEnded(dispatch, (items) => !items.some((item) => item.syncing))) {
      dispatch(toastShown({ kind: 'success', message: text.refreshedAll }));
    }
  },
);
