import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { OpenedOnce } from '@/components/OpenedOnce';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { notificationsText as text, UNREAD_POLL_INTERVAL_MS } from '@/features/notifications/constants';
import { useGetUnreadCountQuery } from '@/features/notifications/notificationsApi';
import { lazyNamed } from '@/lib/lazyNamed';

// The bell is on every screen; the menu behind it loads when it is first opened.
const NotificationMenu = lazyNamed(
  () => import(/* webpackChunkName: "notification-menu" */ '@/features/notifications/components/NotificationMenu'),
  'NotificationMenu',
);

/** The top bar's bell: the unread count, polled, and a menu of the signed-in member's notifications. */
export const NotificationBell = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useGetUnreadCountQuery(undefined, {
    pollingInterval: UNREAD_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const count = data?.unread ?? 0;
  return (
    <>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        <Badge badgeContent={count} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
          <NotificationsNoneOutlined />
        </Badge>
        <VisuallyHidden>{count > 0 ? text.unread(count) : text.open}</VisuallyHidden>
      </IconButton>
      <OpenedOnce open={anchor !== null}>
        <NotificationMenu anchor={anchor} onClose={() => setAnchor(null)} />
      </OpenedOnce>
    </>
  );
};
