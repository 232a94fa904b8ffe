import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import LinkOff from '@mui/icons-material/LinkOff';
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import Sync from '@mui/icons-material/Sync';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { integrationsText } from '@/features/integrations/constants';
import { disconnected, selectIntegrationTask } from '@/features/integrations/integrationsSlice';
import { syncIntegration, testIntegrationConnection } from '@/features/integrations/thunks';
import type { Integration } from '@/features/integrations/types';
import { useToast } from '@/features/toasts/useToast';

type IntegrationActionsProps = {
  integration: Integration;
  onConnect: (id: string) => void;
};

export const IntegrationActions = ({ integration, onConnect }: IntegrationActionsProps) => {
  const { id, name, status } = integration;
  const dispatch = useAppDispatch();
  const toast = useToast();
  const task = useAppSelector((state) => selectIntegrationTask(state, id));
  const viewDetails = (
    <Button variant="outlined" size="small" onClick={() => toast.info(integrationsText.detailsComingSoon)}>
      {integrationsText.viewDetails}
    </Button>
  );

  if (status !== 'connected') {
    return (
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" size="small" onClick={() => onConnect(id)} sx={{ flexGrow: 1 }}>
          {integrationsText.connect}
        </Button>
        {viewDetails}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {viewDetails}
      <Button
        variant="outlined"
        size="small"
        startIcon={<NetworkCheck />}
        disabled={task !== undefined}
        onClick={() => dispatch(testIntegrationConnection(id))}
      >
        {task === 'testing' ? integrationsText.testing : integrationsText.testConnection}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <Tooltip title={integrationsText.syncLabel(name)}>
        <span>
          <IconButton
            size="small"
            aria-label={integrationsText.syncLabel(name)}
            disabled={task !== undefined}
            onClick={() => dispatch(syncIntegration(id))}
          >
            <Sync
              fontSize="small"
              sx={task === 'syncing' ? { animation: 'spin 1s linear infinite', '@keyframes spin': { to: { transform: 'rotate(-360deg)' } } } : undefined}
            />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={integrationsText.disconnectLabel(name)}>
        <IconButton
          size="small"
          color="error"
          aria-label={integrationsText.disconnectLabel(name)}
          onClick={() => {
            dispatch(disconnected(id));
            toast.info(integrationsText.disconnectedToast(name));
          }}
        >
          <LinkOff fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
