import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { initials } from '@/components/layout/initials';
import type { ShellUser } from '@/components/layout/types';
import { VisuallyHidden } from '@/components/VisuallyHidden';

export type UserMenuProps = {
  user: ShellUser;
  settingsPath: string;
  onSignOut: () => void;
};

export const userMenuText = {
  open: (name: string) => `Account menu for ${name}`,
  settings: 'Settings',
  signOut: 'Sign out',
} as const;

export const UserMenu = ({ user, settingsPath, onSignOut }: UserMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          aria-hidden
          sx={{ width: 34, height: 34, fontSize: '0.875rem', fontWeight: 600, bgcolor: 'primary.main' }}
        >
          {initials(user.name)}
        </Avatar>
        <VisuallyHidden>{userMenuText.open(user.name)}</VisuallyHidden>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
      >
        <Box component="li" role="none" sx={{ px: 2, py: 1.25 }}>
          <Typography variant="subtitle2">{user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={settingsPath} onClick={close}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          {userMenuText.settings}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {userMenuText.signOut}
        </MenuItem>
      </Menu>
    </>
  );
};
