import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { VisuallyHidden } from '@/components/VisuallyHidden';

export type NotificationsButtonProps = { count: number };

export const notificationsText = {
  open: 'Notifications',
  empty: "You're all caught up",
} as const;

export const NotificationsButton = ({ count }: NotificationsButtonProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = count > 0 ? `${notificationsText.open} (${count} unread)` : notificationsText.open;
  return (
    <>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)}>
        <Badge badgeContent={count} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
          <NotificationsNoneOutlined />
        </Badge>
        <VisuallyHidden>{label}</VisuallyHidden>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
      >
        <MenuItem disabled>{notificationsText.empty}</MenuItem>
      </Menu>
    </>
  );
};
