import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Sidebar, SIDEBAR_WIDTH } from '@/components/layout/Sidebar';
import { TopBar } from '@/components/layout/TopBar';
import type { NavItem, ShellUser } from '@/components/layout/types';
import { OpenedOnce } from '@/components/OpenedOnce';
import { lazyNamed } from '@/lib/lazyNamed';

// Only small screens slide the sidebar in over the page: the drawer (and its modal) loads when it is first opened.
const MobileSidebar = lazyNamed(
  () => import(/* webpackChunkName: "mobile-sidebar" */ '@/components/layout/MobileSidebar'),
  'MobileSidebar',
);

export type AppShellProps = {
  navItems: NavItem[];
  activePath: string;
  title: string;
  user: ShellUser;
  organizationName?: string;
  myWork?: ReactNode;
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
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {isSmallScreen ? (
        <OpenedOnce open={mobileOpen}>
          <MobileSidebar open={mobileOpen} onClose={() => setMobileOpen(false)}>
            {sidebar}
          </MobileSidebar>
        </OpenedOnce>
      ) : (
        <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}>
          <Paper
            square
            elevation={0}
            sx={{
              position: 'fixed',
              top: 0,
              bottom: 0,
              left: 0,
              width: SIDEBAR_WIDTH,
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
              zIndex: 'drawer',
            }}
          >
            {sidebar}
          </Paper>
        </Box>
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
