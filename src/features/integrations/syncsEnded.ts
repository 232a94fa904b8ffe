import { type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { addAppListener } from '@/app/addAppListener';
import type { AppDispatch } from '@/app/store';
import type { Integration } from '@/contracts/integrations';
import { INTEGRATION_POLL_LIMIT, INTEGRATION_POLL_MS } from '@/features/integrations/constants';
import { integrationsApi } from '@/features/integrations/integrationsApi';

const { getIntegrations } = integrationsApi.endpoints;

/** A list read that reached the server: not a subscription added to a list already cached. */
const isListRead = (action: UnknownAction) =>
  getIntegrations.matchFulfilled(action) || (getIntegrations.matchRejected(action) && !action.meta.condition);

/**
 * Resolves to the first list read for which `ended` holds; null when the server was still syncing after
 * INTEGRATION_POLL_LIMIT reads, or the session ended. Meanwhile the list polls every INTEGRATION_POLL_MS, the same
 * poll as the integrations screen's.
 */
export const syncsEnded = (
  dispatch: AppDispatch,
  ended: (integrations: Integration[]) => boolean,
): Promise<Integration[] | null> =>
  new Promise((resolve) => {
    const polling = dispatch(
      getIntegrations.initiate(undefined, { subscriptionOptions: { pollingInterval: INTEGRATION_POLL_MS } }),
    );
    let reads = 0;
    dispatch(
      addAppListener({
        predicate: (action) => isListRead(action) || baseApi.util.resetApiState.match(action),
        effect: (action, listenerApi) => {
          reads += 1;
          const settled = getIntegrations.matchFulfilled(action) && ended(action.payload) ? action.payload : null;
          if (!settled && reads < INTEGRATION_POLL_LIMIT && isListRead(action)) return;
          listenerApi.unsubscribe();
          polling.unsubscribe();
          resolve(settled);
        },
      }),
    );
  });
