import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Notification } from '@/contracts/notifications';
import { notificationsText as text } from '@/features/notifications/constants';
import { NotificationItem } from '@/features/notifications/components/NotificationItem';
import { PoliciesToAcceptEntry } from '@/features/notifications/components/PoliciesToAcceptEntry';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '@/features/notifications/notificationsApi';

/** The open menu's content: a heading with "mark all read", then the newest notifications. */
export const NotificationList = ({ onNavigate }: { onNavigate: () => void }) => {
  const { data, isLoading, isError, fulfilledTimeStamp = 0 } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const open = (notification: Notification) => {
    if (notification.readAt === null) void markRead(notification.id);
    onNavigate();
  };
  const notifications = data?.notifications ?? [];
  return [
    <Box key="heading" sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
        {text.open}
      </Typography>
      <Button size="small" disabled={!data?.unread || markingAll} onClick={() => void markAllRead()}>
        {text.markAllRead}
      </Button>
    </Box>,
    <Divider key="divider" />,
    <PoliciesToAcceptEntry key="policies-to-accept" onNavigate={onNavigate} />,
    ...(isLoading
      ? [
          <MenuItem key="loading" disabled>
            {text.loading}
          </MenuItem>,
        ]
      : isError
        ? [
            <MenuItem key="failed" disabled>
              {text.loadFailed}
            </MenuItem>,
          ]
        : notifications.length === 0
          ? [
              <MenuItem key="empty" disabled>
                {text.empty}
              </MenuItem>,
            ]
          : notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={fulfilledTimeStamp}
                onOpen={open}
              />
            ))),
  ];
};
