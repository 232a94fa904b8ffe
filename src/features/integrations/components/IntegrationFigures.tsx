import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Integration } from '@/contracts/integrations';
import { integrationsText } from '@/features/integrations/constants';
import { formatDateTime, formatRelativeTime } from '@/lib/dates';

const Figure = ({ label, value, title }: { label: string; value: string | number; title?: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" title={title} sx={{ m: 0, fontWeight: 600 }}>
      {value}
    </Typography>
  </Box>
);

const figuresBox = { m: 0, mb: 2, p: 1.5, borderRadius: 2, bgcolor: 'grey.50' } as const;

type IntegrationFiguresProps = { integration: Integration; now: number };

/** What the integration's checks found at its last sync, and when that was. */
export const IntegrationFigures = ({ integration, now }: IntegrationFiguresProps) => {
  const { controls, issues, lastSync, syncing } = integration;
  const lastSyncText = syncing
    ? integrationsText.syncing
    : lastSync
      ? formatRelativeTime(lastSync, now)
      : integrationsText.neverSynced;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1.6fr', gap: 1, ...figuresBox }}>
      <Figure label={integrationsText.controls} value={controls} />
      <Figure label={integrationsText.issues} value={issues} />
      <Figure
        label={integrationsText.lastSync}
        value={lastSyncText}
        title={lastSync ? formatDateTime(lastSync) : undefined}
      />
    </Box>
  );
};
