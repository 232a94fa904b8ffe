import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { IntegrationSync } from '@/contracts/integrations';
import { detailsText, syncResultLabels, syncTriggerLabels } from '@/features/integrations/constants';
import { formatDateTime } from '@/lib/dates';

const formatDuration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

const columns = [
  detailsText.when,
  detailsText.trigger,
  detailsText.result,
  detailsText.duration,
  detailsText.signalsChanged,
  detailsText.error,
];

/** The latest syncs, newest first, as the server recorded them. */
export const IntegrationSyncs = ({ syncs }: { syncs: IntegrationSync[] }) => (
  <Box component="section" aria-labelledby="integration-syncs-title">
    <Typography id="integration-syncs-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {detailsText.syncsHeading}
    </Typography>
    {syncs.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {detailsText.noSyncs}
      </Typography>
    ) : (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="integration-syncs-title">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {syncs.map((sync) => (
              <TableRow key={sync.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(sync.startedAt)}</TableCell>
                <TableCell>{syncTriggerLabels[sync.trigger]}</TableCell>
                <TableCell sx={{ color: sync.status === 'failed' ? 'error.main' : 'success.dark' }}>
                  {syncResultLabels[sync.status]}
                </TableCell>
                <TableCell>{formatDuration(sync.durationMs)}</TableCell>
                <TableCell>{sync.signalsChanged}</TableCell>
                <TableCell>{sync.error ?? detailsText.none}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    )}
  </Box>
);
