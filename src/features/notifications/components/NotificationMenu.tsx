import Menu from '@mui/material/Menu';
import { NotificationList } from '@/features/notifications/components/NotificationList';

export type NotificationMenuProps = { anchor: HTMLElement | null; onClose: () => void };

/** The menu the bell opens: the signed-in member's notifications, read when it opens. */
export const NotificationMenu = ({ anchor, onClose }: NotificationMenuProps) => (
  <Menu
    anchorEl={anchor}
    open={Boolean(anchor)}
    onClose={onClose}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    slotProps={{ paper: { sx: { mt: 1, width: 380, maxWidth: 'calc(100vw - 32px)', maxHeight: 480 } } }}
  >
    {anchor && <NotificationList onNavigate={onClose} />}
  </Menu>
);
