import { useAppSelector } from '@/app/hooks';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { PageLoader } from '@/components/feedback/PageLoader';
import { OpenedOnce } from '@/components/OpenedOnce';
import { PageHeader } from '@/components/layout/PageHeader';
import { RequirePermission } from '@/features/auth/components/RequirePermission';
import { IntegrationFilters } from '@/features/integrations/components/IntegrationFilters';
import { IntegrationGrid } from '@/features/integrations/components/IntegrationGrid';
import { IntegrationSummary } from '@/features/integrations/components/IntegrationSummary';
import { RefreshAllButton } from '@/features/integrations/components/RefreshAllButton';
import { INTEGRATION_POLL_MS, integrationsText } from '@/features/integrations/constants';
import { useGetIntegrationsQuery } from '@/features/integrations/integrationsApi';
import { selectAnySyncing, selectVisibleIntegrations } from '@/features/integrations/integrationSelectors';
import { selectDialog } from '@/features/integrations/integrationsSlice';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';
import { lazyNamed } from '@/lib/lazyNamed';

// The connect form and an integration's details load when one is first opened, not with the grid.
const ConnectIntegrationDialog = lazyNamed(
  () =>
    import(/* webpackChunkName: "integration-connect" */ '@/features/integrations/components/ConnectIntegrationDialog'),
  'ConnectIntegrationDialog',
);
const IntegrationDetailsDialog = lazyNamed(
  () =>
    import(/* webpackChunkName: "integration-details" */ '@/features/integrations/components/IntegrationDetailsDialog'),
  'IntegrationDetailsDialog',
);

export default function IntegrationsPage() {
  return (
    <RequirePermission permission="integrations:read">
      <Integrations />
    </RequirePermission>
  );
}

const Integrations = () => {
  // Syncs run on the server, some started by others or by the schedule: the list follows them until none runs.
  const syncing = useAppSelector(selectAnySyncing);
  const {
    data: integrations,
    isError,
    requestId,
    refetch,
    fulfilledTimeStamp,
  } = useGetIntegrationsQuery(undefined, {
    pollingInterval: syncing ? INTEGRATION_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  useLoadFailureToast(isError ? requestId : undefined, integrationsText.loadFailed);
  const visible = useAppSelector(selectVisibleIntegrations);
  const dialog = useAppSelector(selectDialog);

  return (
    <>
      <PageHeader
        title={integrationsText.title}
        description={integrationsText.description}
        actions={<RefreshAllButton disabled={!integrations} />}
      />
      {isError && !integrations ? (
        <LoadFailedPanel title={integrationsText.loadFailed} onRetry={() => void refetch()} />
      ) : integrations && fulfilledTimeStamp ? (
        <>
          <IntegrationSummary />
          <IntegrationFilters />
          <IntegrationGrid integrations={visible} now={fulfilledTimeStamp} />
        </>
      ) : (
        <PageLoader />
      )}
      <OpenedOnce open={dialog?.kind === 'connect'}>
        <ConnectIntegrationDialog />
      </OpenedOnce>
      <OpenedOnce open={dialog?.kind === 'details'}>
        <IntegrationDetailsDialog />
      </OpenedOnce>
    </>
  );
};
