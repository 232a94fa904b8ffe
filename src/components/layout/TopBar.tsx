import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import type { ShellUser } from '@/components/layout/types';
import { UserMenu } from '@/components/layout/UserMenu';

export type TopBarProps = {
  title: string;
  organizationName?: string;
  user: ShellUser;
  /** The way to the member's own work, before the bell. */
  myWork?: ReactNode;
  /** The notifications control (the app's bell), beside the user menu. */
  notifications: ReactNode;
  settingsPath: string;
  onSignOut: () => void;
  /** Small screens: the sidebar is a temporary drawer opened from here. */
  onMenuClick?: () => void;
  busy?: boolean;
};

export const topBarText = { openNavigation: 'Open navigation' } as const;

export const TopBar = ({
  title,
  organizationName,
  user,
  myWork,
  notifications,
  settingsPath,
  onSignOut,
  onMenuClick,
  busy = false,
}: TopBarProps) => (
  <AppBar position="sticky">
    <Toolbar sx={{ gap: 1.5, minHeight: { xs: 64 } }}>
      {onMenuClick && (
        <IconButton edge="start" aria-label={topBarText.openNavigation} onClick={onMenuClick}>
          <MenuIcon />
        </IconButton>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', alignItems: 'baseline', gap: 1 }}>
        {organizationName && (
          <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
            {organizationName} /
          </Typography>
        )}
        <Typography variant="subtitle1" component="p" noWrap>
          {title}
        </Typography>
      </Box>
      {myWork}
      {notifications}
      <UserMenu user={user} settingsPath={settingsPath} onSignOut={onSignOut} />
    </Toolbar>
    {busy && (
      <LinearProgress
        aria-label="Loading page"
        sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }}
      />
    )}
  </AppBar>
);
