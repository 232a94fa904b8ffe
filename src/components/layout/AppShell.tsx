import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Sidebar } from '@/components/layout/Sidebar';
import { TopBar } from '@/components/layout/TopBar';
import type { NavItem, ShellUser } from '@/components/layout/types';

export const SIDEBAR_WIDTH = 272;

export type AppShellProps = {
  navItems: NavItem[];
  activePath: string;
  title: string;
  user: ShellUser;
  organizationName?: string;
  notifications: ReactNode;
  settingsPath: string;
  onSignOut: () => void;
  busy?: boolean;
  children: ReactNode;
};

export const AppShell = ({ navItems, activePath, title, organizationName, children, ...topBar }: AppShellProps) => {
  const isSmallScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const sidebar = (
    <Sidebar
      items={navItems}
      activePath={activePath}
      organizationName={organizationName}
      onNavigate={isSmallScreen ? () => setMobileOpen(false) : undefined}
    />
  );
  const paper = { paper: { sx: { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } } } as const;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {isSmallScreen ? (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: false }}
          slotProps={paper}
        >
          {sidebar}
        </Drawer>
      ) : (
        <Drawer variant="permanent" slotProps={paper} sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}>
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar
          title={title}
          organizationName={organizationName}
          onMenuClick={isSmallScreen ? () => setMobileOpen(true) : undefined}
          {...topBar}
        />
        <Box
          component="main"
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3, lg: 4 }, maxWidth: 1440, width: '100%', mx: 'auto' }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
};
