import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { notificationsText as text, UNREAD_POLL_INTERVAL_MS } from '@/features/notifications/constants';
import { NotificationList } from '@/features/notifications/components/NotificationList';
import { useGetUnreadCountQuery } from '@/features/notifications/notificationsApi';

/** The top bar's bell: the unread count, polled, and a menu of the signed-in member's notifications. */
export const NotificationBell = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: count = 0 } = useGetUnreadCountQuery(undefined, {
    pollingInterval: UNREAD_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        <Badge badgeContent={count} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
          <NotificationsNoneOutlined />
        </Badge>
        <VisuallyHidden>{count > 0 ? text.unread(count) : text.open}</VisuallyHidden>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, width: 380, maxWidth: 'calc(100vw - 32px)', maxHeight: 480 } } }}
      >
        {anchor && <NotificationList onNavigate={close} />}
      </Menu>
    </>
  );
};
