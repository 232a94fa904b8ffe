import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Integration } from '@/contracts/integrations';
import { IntegrationCard } from '@/features/integrations/components/IntegrationCard';
import { integrationsText } from '@/features/integrations/constants';

type IntegrationGridProps = {
  integrations: Integration[];
  now: number;
};

export const IntegrationGrid = ({ integrations, now }: IntegrationGridProps) =>
  integrations.length === 0 ? (
    <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
      {integrationsText.noResults}
    </Typography>
  ) : (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
      {integrations.map((integration) => (
        <IntegrationCard key={integration.type} integration={integration} now={now} />
      ))}
    </Box>
  );
