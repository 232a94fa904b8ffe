import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { integrationsText } from '@/features/integrations/constants';
import { selectIntegrationTask } from '@/features/integrations/integrationsSlice';
import { testIntegrationConnection } from '@/features/integrations/thunks';
import type { Integration } from '@/features/integrations/types';
import { useToast } from '@/features/toasts/useToast';

type IntegrationActionsProps = {
  integration: Integration;
  onConnect: (id: string) => void;
};

export const IntegrationActions = ({ integration, onConnect }: IntegrationActionsProps) => {
  const { id, status } = integration;
  const dispatch = useAppDispatch();
  const toast = useToast();
  const task = useAppSelector((state) => selectIntegrationTask(state, id));

  return (
    <Box sx={{ display: 'flex', gap: 1, '& > *': { flex: 1 } }}>
      {status === 'connected' ? (
        <Button
          variant="outlined"
          size="small"
          disabled={task !== undefined}
          onClick={() => dispatch(testIntegrationConnection(id))}
        >
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
