import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { paths } from '@/app/paths';
import { usePermission } from '@/features/auth/usePermission';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { activityText, RECENT_ACTIVITY_LIMIT, severityLabels } from '@/features/dashboard/constants';
import { formatRelativeTime } from '@/lib/dates';
import type { AuditSeverity } from '@/contracts/enums';
import type { RecentActivity } from '@/contracts/dashboard';

const severityIcons = {
  success: { Icon: CheckCircleOutlined, color: 'success.main' },
  info: { Icon: InfoOutlined, color: 'info.main' },
  warning: { Icon: WarningAmberOutlined, color: 'warning.main' },
  critical: { Icon: ErrorOutlined, color: 'error.main' },
} as const satisfies Record<AuditSeverity, unknown>;

type RecentActivityListProps = {
  items: RecentActivity[];
  /** When the data arrived (ms since the epoch): ages are measured from it, so they hold still between renders. */
  now: number;
};

/**
 * SPEC §2/§9: the newest activities, at most four, with the way to the full trail; a role that may not read the trail
 * is told so instead (the overview leaves the trail out for it).
 */
export const RecentActivityList = ({ items, now }: RecentActivityListProps) => {
  const { allowed, reason } = usePermission('auditLogs:read');
  return (
    <SectionCard
      id="activity"
      title={activityText.heading}
      link={allowed ? { to: paths.activityLogs, label: activityText.viewAll } : undefined}
    >
      {items.length === 0 ? (
        <Typography color="text.secondary">{reason ?? activityText.empty}</Typography>
      ) : (
        <List aria-labelledby="activity-heading" disablePadding>
          {items.slice(0, RECENT_ACTIVITY_LIMIT).map(({ id, message, severity, time, user }) => {
            const { Icon, color } = severityIcons[severity];
            return (
              <ListItem key={id} disableGutters alignItems="flex-start" sx={{ py: 0.75 }}>
                <ListItemIcon sx={{ minWidth: 36, mt: 0.25, color }}>
                  <Icon fontSize="small" titleAccess={severityLabels[severity]} />
                </ListItemIcon>
                <ListItemText
                  sx={{ my: 0 }}
                  primary={message}
                  secondary={
                    <>
                      {user} · <time dateTime={time}>{formatRelativeTime(time, now)}</time>
                    </>
                  }
                  slotProps={{ primary: { variant: 'body2', sx: { color: 'text.primary' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
};
