import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { integrationsText } from '@/features/integrations/constants';
import type { Integration } from '@/features/integrations/types';
import { useIntegrationTasks } from '@/features/integrations/useIntegrationTasks';
import { useToast } from '@/features/toasts/useToast';

type IntegrationActionsProps = {
  integration: Integration;
  onConnect: (id: string) => void;
};

export const IntegrationActions = ({ integration, onConnect }: IntegrationActionsProps) => {
  const { id, status } = integration;
  const toast = useToast();
  const { task, test } = useIntegrationTasks(id);

  return (
    <Box sx={{ display: 'flex', gap: 1, '& > *': { flex: 1 } }}>
      {status === 'connected' ? (
        <Button variant="outlined" size="small" disabled={task !== undefined} onClick={test}>
          {task === 'testing' ? integrationsText.testing : integrationsText.testConnection}
        </Button>
      ) : (
        <Button variant="contained" size="small" onClick={() => onConnect(id)}>
          {integrationsText.connect}
        </Button>
      )}
      <Button variant="outlined" size="small" onClick={() => toast.info(integrationsText.detailsComingSoon)}>
        {integrationsText.viewDetails}
      </Button>
    </Box>
  );
};
