import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { integrationsText } from '@/features/integrations/constants';
import { ConnectionTools } from '@/features/integrations/components/ConnectionTools';
import { IntegrationActions } from '@/features/integrations/components/IntegrationActions';
import { IntegrationIcon } from '@/features/integrations/components/IntegrationIcon';
import { IntegrationStatusChip } from '@/features/integrations/components/IntegrationStatusChip';
import type { Integration } from '@/features/integrations/types';

type IntegrationCardProps = {
  integration: Integration;
  onConnect: (id: string) => void;
};

const Figure = ({ label, value }: { label: string; value: string | number }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600 }}>
      {value}
    </Typography>
  </Box>
);

const figuresBox = { m: 0, mb: 2, p: 1.5, borderRadius: 2, bgcolor: 'grey.50' } as const;

export const IntegrationCard = ({ integration, onConnect }: IntegrationCardProps) => {
  const { id, name, type, status, description, popular, controls, issues, lastSync } = integration;
  const titleId = `integration-${id}-title`;
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
          </Box>
        </Box>
        {status === 'connecting' && <CircularProgress size={20} aria-label={integrationsText.connecting} />}
        {status === 'connected' && <ConnectionTools integration={integration} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, flexGrow: 1 }}>
        {description}
      </Typography>
      {status === 'connected' && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1.6fr', gap: 1, ...figuresBox }}>
          <Figure label={integrationsText.controls} value={controls} />
          <Figure label={integrationsText.issues} value={issues} />
          <Figure label={integrationsText.lastSync} value={lastSync ?? integrationsText.neverSynced} />
        </Box>
      )}
      {status === 'connecting' ? (
        <Button variant="contained" disabled fullWidth>
          {integrationsText.connecting}
        </Button>
      ) : (
        <IntegrationActions integration={integration} onConnect={onConnect} />
      )}
    </Card>
  );
};
