import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from '@/contracts/notifications';
import { formatDateTime, formatRelativeTime } from '@/lib/dates';

type NotificationItemProps = { notification: Notification; now: number; onOpen: (notification: Notification) => void };

/** One notification: a link to its screen; unread ones stand out with a dot and bold title. */
export const NotificationItem = ({ notification, now, onOpen }: NotificationItemProps) => {
  const unread = notification.readAt === null;
  return (
    <MenuItem
      component={RouterLink}
      to={notification.link}
      onClick={() => onOpen(notification)}
      sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, whiteSpace: 'normal' }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500 }}>
          {notification.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {notification.body}
        </Typography>
        <Typography
          component="time"
          variant="caption"
          color="text.secondary"
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
        >
          {formatRelativeTime(notification.createdAt, now)}
        </Typography>
      </Box>
    </MenuItem>
  );
};
