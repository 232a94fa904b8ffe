import { useState } from 'react';
import Button from '@mui/material/Button';
import Refresh from '@mui/icons-material/Refresh';
import { useAppSelector } from '@/app/hooks';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { ConnectIntegrationDialog } from '@/features/integrations/components/ConnectIntegrationDialog';
import { IntegrationFilters } from '@/features/integrations/components/IntegrationFilters';
import { IntegrationGrid } from '@/features/integrations/components/IntegrationGrid';
import { IntegrationSummary } from '@/features/integrations/components/IntegrationSummary';
import { integrationsText, REFRESH_ALL_KEY } from '@/features/integrations/constants';
import {
  useConnectIntegrationMutation,
  useGetIntegrationsQuery,
  useRefreshAllIntegrationsMutation,
} from '@/features/integrations/integrationsApi';
import { selectVisibleIntegrations } from '@/features/integrations/integrationsSlice';

export default function IntegrationsPage() {
  const { data: integrations } = useGetIntegrationsQuery();
  const visible = useAppSelector(selectVisibleIntegrations);
  const [connectIntegration] = useConnectIntegrationMutation();
  const [refreshAll, { isLoading: refreshing }] = useRefreshAllIntegrationsMutation({ fixedCacheKey: REFRESH_ALL_KEY });
  // The id outlives `open` so the dialog keeps its content while it fades out.
  const [dialogId, setDialogId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const openDialog = (id: string) => {
    setDialogId(id);
    setDialogOpen(true);
  };
  const connect = (id: string) => {
    setDialogOpen(false);
    void connectIntegration(id);
  };

  return (
    <>
      <PageHeader
        title={integrationsText.title}
        description={integrationsText.description}
        actions={
          <Button variant="outlined" startIcon={<Refresh />} disabled={refreshing} onClick={() => void refreshAll()}>
            {refreshing ? integrationsText.refreshing : integrationsText.refreshAll}
          </Button>
        }
      />
      {integrations ? (
        <>
          <IntegrationSummary />
          <IntegrationFilters />
          <IntegrationGrid integrations={visible} onConnect={openDialog} />
        </>
      ) : (
        <PageLoader />
      )}
      <ConnectIntegrationDialog
        integration={integrations?.find((item) => item.id === dialogId)}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onExited={() => setDialogId(null)}
        onConnect={connect}
      />
    </>
  );
}
