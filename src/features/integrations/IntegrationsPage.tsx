import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/layout/PageHeader';
import { ConnectIntegrationDialog } from '@/features/integrations/components/ConnectIntegrationDialog';
import { IntegrationCard } from '@/features/integrations/components/IntegrationCard';
import { IntegrationFilters } from '@/features/integrations/components/IntegrationFilters';
import { IntegrationSummary } from '@/features/integrations/components/IntegrationSummary';
import { integrationsText } from '@/features/integrations/constants';
import {
  selectIntegrations,
  selectRefreshingAll,
  selectVisibleIntegrations,
} from '@/features/integrations/integrationsSlice';
import { connectIntegration, refreshAllIntegrations } from '@/features/integrations/thunks';

export default function IntegrationsPage() {
  const dispatch = useAppDispatch();
  const integrations = useAppSelector(selectIntegrations);
  const visible = useAppSelector(selectVisibleIntegrations);
  const refreshing = useAppSelector(selectRefreshingAll);
  // The id outlives `open` so the dialog keeps its content while it fades out.
  const [dialogId, setDialogId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const openDialog = (id: string) => {
    setDialogId(id);
    setDialogOpen(true);
  };
  const connect = (id: string) => {
    setDialogOpen(false);
    void dispatch(connectIntegration(id));
  };

  return (
    <>
      <PageHeader
        title={integrationsText.title}
        description={integrationsText.description}
        actions={
          <Button
            variant="outlined"
            startIcon={<Refresh />}
            disabled={refreshing}
            onClick={() => dispatch(refreshAllIntegrations())}
          >
            {refreshing ? integrationsText.refreshing : integrationsText.refreshAll}
          </Button>
        }
      />
      <IntegrationSummary />
      <IntegrationFilters />
      {visible.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {integrationsText.noResults}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
          {visible.map((integration) => (
            <IntegrationCard key={integration.id} integration={integration} onConnect={openDialog} />
          ))}
        </Box>
      )}
      <ConnectIntegrationDialog
        integration={integrations.find((item) => item.id === dialogId)}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onExited={() => setDialogId(null)}
        onConnect={connect}
      />
    </>
  );
}
