import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import LinkOff from '@mui/icons-material/LinkOff';
import Sync from '@mui/icons-material/Sync';
import { integrationsText } from '@/features/integrations/constants';
import { useDisconnectIntegrationMutation } from '@/features/integrations/integrationsApi';
import type { Integration } from '@/features/integrations/types';
import { useIntegrationTasks } from '@/features/integrations/useIntegrationTasks';

const spinning = { animation: 'spin 1s linear infinite', '@keyframes spin': { to: { transform: 'rotate(-360deg)' } } };

/** Sync and disconnect, for a connected integration. */
export const ConnectionTools = ({ integration }: { integration: Integration }) => {
  const { id, name } = integration;
  const { task, sync } = useIntegrationTasks(id);
  const [disconnect] = useDisconnectIntegrationMutation();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, mt: -0.5, mr: -0.5 }}>
      <Tooltip title={integrationsText.syncLabel(name)}>
        <span>
          <IconButton
            size="small"
            aria-label={integrationsText.syncLabel(name)}
            disabled={task !== undefined}
            onClick={sync}
          >
            <Sync fontSize="small" sx={task === 'syncing' ? spinning : undefined} />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={integrationsText.disconnectLabel(name)}>
        <IconButton
          size="small"
          color="error"
          aria-label={integrationsText.disconnectLabel(name)}
          onClick={() => void disconnect(id)}
        >
          <LinkOff fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
