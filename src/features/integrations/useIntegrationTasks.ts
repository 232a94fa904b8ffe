import {
  useSyncIntegrationMutation,
  useTestIntegrationConnectionMutation,
} from '@/features/integrations/integrationsApi';

/** Simulated work in flight for one integration, so its buttons can show progress. */
type IntegrationTask = 'syncing' | 'testing';

/** One request record per integration and task, shared by every button of its card and kept across visits. */
export const integrationTaskKeys = {
  sync: (id: string) => `integrations/sync/${id}`,
  test: (id: string) => `integrations/test/${id}`,
};

export const useIntegrationTasks = (id: string) => {
  const [sync, syncing] = useSyncIntegrationMutation({ fixedCacheKey: integrationTaskKeys.sync(id) });
  const [test, testing] = useTestIntegrationConnectionMutation({ fixedCacheKey: integrationTaskKeys.test(id) });
  const task: IntegrationTask | undefined = syncing.isLoading ? 'syncing' : testing.isLoading ? 'testing' : undefined;
  return { task, sync: () => void sync(id), test: () => void test(id) };
};
