import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ShellUser } from '@/components/layout/types';
import { userMenuText } from '@/components/layout/userMenuText';

export type UserMenuListProps = {
  id: string;
  anchor: HTMLElement | null;
  user: ShellUser;
  settingsPath: string;
  onClose: () => void;
  onSignOut: () => void;
};

/** The account menu the avatar opens: who is signed in, Settings and Sign out. */
export const UserMenuList = ({ id, anchor, user, settingsPath, onClose, onSignOut }: UserMenuListProps) => (
  <Menu
    id={id}
    anchorEl={anchor}
    open={Boolean(anchor)}
    onClose={onClose}
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
    <MenuItem component={RouterLink} to={settingsPath} onClick={onClose}>
      <ListItemIcon>
        <SettingsOutlined fontSize="small" />
      </ListItemIcon>
      {userMenuText.settings}
    </MenuItem>
    <MenuItem
      onClick={() => {
        onClose();
        onSignOut();
      }}
    >
      <ListItemIcon>
        <Logout fontSize="small" />
      </ListItemIcon>
      {userMenuText.signOut}
    </MenuItem>
  </Menu>
);
