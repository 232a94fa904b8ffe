import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { ActivityLogEntry } from '@/features/auditLogs/components/ActivityLogEntry';
import { activityLogsText, timelineText as text } from '@/features/auditLogs/constants';
import { logsWithinDateRange } from '@/features/auditLogs/dateRange';
import type { AuditLogEntry } from '@/contracts/auditLogs';
import type { DateRange } from '@/features/auditLogs/types';

type ActivityTimelineProps = {
  /** Undefined while the page is loading. */
  logs: AuditLogEntry[] | undefined;
  dateRange: DateRange;
  now: Date;
};

const SKELETON_ROWS = 6;
const headingId = 'activity-timeline-heading';

const TimelineSkeleton = () => (
  <Box aria-busy="true" sx={{ px: 2.5 }}>
    <VisuallyHidden>{activityLogsText.loading}</VisuallyHidden>
    {Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <Box key={row} sx={{ display: 'flex', gap: 2, py: 2 }}>
        <Skeleton variant="circular" width={36} height={36} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="80%" />
        </Box>
      </Box>
    ))}
  </Box>
);

const Message = ({ children }: { children: string }) => (
  <Typography color="text.secondary" sx={{ py: 6, px: 2.5, textAlign: 'center' }}>
    {children}
  </Typography>
);

/** The loaded page newest first, narrowed to the date range in the browser (SPEC §7: the range is never sent). */
export const ActivityTimeline = ({ logs, dateRange, now }: ActivityTimelineProps) => {
  const visible = logs && logsWithinDateRange(logs, dateRange, now);
  const hidden = logs && visible ? logs.length - visible.length : 0;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ px: 2.5, pt: 2, pb: 1 }}>
        {text.heading}
      </Typography>
      <Divider />
      {!visible && <TimelineSkeleton />}
      {visible?.length === 0 && <Message>{text.empty}</Message>}
      {visible && visible.length > 0 && (
        <Box
          component="ol"
          sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {visible.map((log) => (
            <ActivityLogEntry key={log.id} log={log} now={now} />
          ))}
        </Box>
      )}
      {hidden > 0 && (
        <>
          <Divider />
          <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, py: 1.5 }}>
            {text.hiddenByDateRange(hidden)}
          </Typography>
        </>
      )}
    </Card>
  );
};
