import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { categoryLabels, severityLabels, timelineText as text } from '@/features/auditLogs/constants';
import { formatDateTime, formatRelativeTime } from '@/lib/dates';
import { severityColor, severityIcon } from '@/features/auditLogs/severityStyle';
import type { AuditLogEntry } from '@/contracts/auditLogs';

type ActivityLogEntryProps = { log: AuditLogEntry; now: Date };

export const ActivityLogEntry = ({ log, now }: ActivityLogEntryProps) => {
  const tone = severityColor[log.severity];
  const Icon = severityIcon[log.severity];
  const facts = [
    [text.user, log.user],
    [text.ipAddress, log.ipAddress],
    [text.resource, log.resource],
  ].filter((fact): fact is [string, string] => fact[1] !== null);
  return (
    <Box component="li" data-severity={log.severity} sx={{ display: 'flex', gap: 2, py: 2, px: 2.5 }}>
      <Box
        sx={{
          flexShrink: 0,
          width: 36,
          height: 36,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: `${tone}.light`,
          color: `${tone}.dark`,
        }}
      >
        <Icon fontSize="small" titleAccess={severityLabels[log.severity]} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {log.action}
          </Typography>
          <Chip size="small" variant="outlined" label={categoryLabels[log.category]} />
          <Typography
            component="time"
            dateTime={log.timestamp}
            variant="body2"
            color="text.secondary"
            sx={{ ml: 'auto', whiteSpace: 'nowrap' }}
          >
            {`${formatDateTime(log.timestamp)} · ${formatRelativeTime(log.timestamp, now.getTime())}`}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {log.details}
        </Typography>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}>
          {facts.map(([label, value]) => (
            <Typography key={label} component="div" variant="caption" color="text.secondary">
              <Box component="dt" sx={{ display: 'inline', fontWeight: 600 }}>{`${label}: `}</Box>
              <Box component="dd" sx={{ display: 'inline', m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
};
