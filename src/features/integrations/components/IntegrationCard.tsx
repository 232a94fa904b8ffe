import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import type { Integration } from '@/contracts/integrations';
import { integrationsText } from '@/features/integrations/constants';
import { ConnectionTools } from '@/features/integrations/components/ConnectionTools';
import { IntegrationActions } from '@/features/integrations/components/IntegrationActions';
import { IntegrationFigures } from '@/features/integrations/components/IntegrationFigures';
import { IntegrationIcon } from '@/features/integrations/components/IntegrationIcon';
import { IntegrationStatusChip } from '@/features/integrations/components/IntegrationStatusChip';
import { selectIntegrationTask } from '@/features/integrations/integrationsSlice';

type IntegrationCardProps = {
  integration: Integration;
  /** When the list was read: last syncs read relative to it. */
  now: number;
};

export const IntegrationCard = ({ integration, now }: IntegrationCardProps) => {
  const { type, name, description, popular, stale, message } = integration;
  const task = useAppSelector((state) => selectIntegrationTask(state, type));
  // The server holds no 'connecting' integration: it answers the connection in the same request.
  const status = task === 'connecting' ? 'connecting' : integration.status;
  const titleId = `integration-${type}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ p: 2.5, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}>
        <IntegrationIcon type={type} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75, mt: 0.5, flexWrap: 'wrap' }}>
            <IntegrationStatusChip status={status} />
            {popular && <Chip size="small" label={integrationsText.popular} color="primary" variant="outlined" />}
            {stale && (
              <Tooltip title={integrationsText.staleHint} describeChild>
                <Chip size="small" label={integrationsText.stale} color="warning" variant="outlined" />
              </Tooltip>
            )}
          </Box>
        </Box>
        {status === 'connecting' && <CircularProgress size={20} aria-label={integrationsText.connecting} />}
        {(status === 'connected' || status === 'error') && <ConnectionTools integration={integration} task={task} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, flexGrow: 1 }}>
        {description}
      </Typography>
      {status === 'error' && message && (
        <Typography variant="body2" color="error" sx={{ mb: 2 }}>
          {message}
        </Typography>
      )}
      {(status === 'connected' || status === 'error') && <IntegrationFigures integration={integration} now={now} />}
      {status === 'connecting' ? (
        <Button variant="contained" disabled fullWidth>
          {integrationsText.connecting}
        </Button>
      ) : (
        <IntegrationActions integration={integration} task={task} />
      )}
    </Card>
  );
};
