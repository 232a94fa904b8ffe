import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IntegrationDetails } from '@/contracts/integrations';
import { IntegrationStatusChip } from '@/features/integrations/components/IntegrationStatusChip';
import { detailsText, integrationsText } from '@/features/integrations/constants';
import { formatDateTime, formatRelativeTime } from '@/lib/dates';

const Entry = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

type DetailsOverviewProps = { details: IntegrationDetails; now: number };

/** Whose account the integration reads, how it stands, and when it syncs. */
export const DetailsOverview = ({ details, now }: DetailsOverviewProps) => {
  const { account, status, message, lastSync, nextSyncAt, syncing, stale } = details;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Entry label={detailsText.account}>{account ?? detailsText.none}</Entry>
      <Entry label={detailsText.status}>
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <IntegrationStatusChip status={status} />
          {message}
        </Box>
      </Entry>
      <Entry label={detailsText.lastSync}>
        {lastSync ? `${formatRelativeTime(lastSync, now)} (${formatDateTime(lastSync)})` : integrationsText.neverSynced}
        {syncing && ` · ${integrationsText.syncing}`}
        {stale && (
          <Typography variant="caption" color="warning.dark" sx={{ display: 'block' }}>
            {integrationsText.staleHint}
          </Typography>
        )}
      </Entry>
      <Entry label={detailsText.nextSync}>{nextSyncAt ? formatDateTime(nextSyncAt) : detailsText.none}</Entry>
    </Box>
  );
};
