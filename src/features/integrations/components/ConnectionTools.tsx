import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import LinkOff from '@mui/icons-material/LinkOff';
import Sync from '@mui/icons-material/Sync';
import { useAppDispatch } from '@/app/hooks';
import type { Integration } from '@/contracts/integrations';
import { usePermission } from '@/features/auth/usePermission';
import { integrationsText } from '@/features/integrations/constants';
import { disconnectRequested, syncRequested } from '@/features/integrations/thunks';
import type { IntegrationTask } from '@/features/integrations/types';

const spinning = { animation: 'spin 1s linear infinite', '@keyframes spin': { to: { transform: 'rotate(-360deg)' } } };

type ConnectionToolsProps = {
  integration: Integration;
  task: IntegrationTask | undefined;
};

/** Sync and disconnect, for a connected integration; the tooltip says why when the role may not. */
export const ConnectionTools = ({ integration, task }: ConnectionToolsProps) => {
  const { type, name, syncing } = integration;
  const dispatch = useAppDispatch();
  const manage = usePermission('integrations:manage');
  const tools = [
    {
      label: integrationsText.syncLabel(name),
      icon: <Sync fontSize="small" sx={syncing || task === 'syncing' ? spinning : undefined} />,
      color: 'default',
      disabled: syncing,
      onClick: () => void dispatch(syncRequested({ type, name })),
    },
    {
      label: integrationsText.disconnectLabel(name),
      icon: <LinkOff fontSize="small" />,
      color: 'error',
      disabled: false,
      onClick: () => void dispatch(disconnectRequested({ type, name })),
    },
  ] as const;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, mt: -0.5, mr: -0.5 }}>
      {tools.map(({ label, icon, color, disabled, onClick }) => (
        <Tooltip key={label} title={manage.reason ?? label}>
          <span>
            <IconButton
              size="small"
              color={color}
              aria-label={label}
              disabled={disabled || !manage.allowed || task !== undefined}
              onClick={onClick}
            >
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Box>
  );
};
