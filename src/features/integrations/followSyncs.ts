import type { AppDispatch } from '@/app/store';
import type { Integration } from '@/contracts/integrations';
import { INTEGRATION_POLL_LIMIT, INTEGRATION_POLL_MS } from '@/features/integrations/constants';
import { integrationsApi } from '@/features/integrations/integrationsApi';
import { delay } from '@/lib/delay';

/**
 * Reads the list again every INTEGRATION_POLL_MS until `finished` holds for it, and answers that list; null when the
 * server was still syncing after INTEGRATION_POLL_LIMIT reads. The list on screen updates with each read.
 */
export const followSyncs = async (
  dispatch: AppDispatch,
  finished: (integrations: Integration[]) => boolean,
): Promise<Integration[] | null> => {
  for (let read = 0; read < INTEGRATION_POLL_LIMIT; read += 1) {
    await delay(INTEGRATION_POLL_MS);
    const { data } = await dispatch(
      integrationsApi.endpoints.getIntegrations.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (data && finished(data)) return data;
  }
  return null;
};
