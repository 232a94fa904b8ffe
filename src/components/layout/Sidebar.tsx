import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { BrandMark } from '@/components/layout/BrandMark';
import type { NavItem } from '@/components/layout/types';

export const SIDEBAR_WIDTH = 272;

export type SidebarProps = {
  items: NavItem[];
  activePath: string;
  organizationName?: string;
  onNavigate?: () => void;
};

const isActive = (itemPath: string, activePath: string) =>
  activePath === itemPath || activePath.startsWith(`${itemPath}/`);

export const Sidebar = ({ items, activePath, organizationName, onNavigate }: SidebarProps) => (
  <Box component="aside" aria-label="Workspace" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
    <Box sx={{ px: 2.5, height: 64, display: 'flex', alignItems: 'center' }}>
      <BrandMark />
    </Box>
    <Box component="nav" aria-label="Main navigation" sx={{ px: 1.5, py: 1, flexGrow: 1, overflowY: 'auto' }}>
      <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
        {items.map(({ label, path, icon: Icon }) => {
          const active = isActive(path, activePath);
          return (
            <li key={path}>
              <ListItemButton
                component={RouterLink}
                to={path}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ py: 0.75, px: 1.5 }}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={label}
                  slotProps={{ primary: { variant: 'body2', noWrap: true, sx: { fontWeight: active ? 600 : 500 } } }}
                />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </Box>
    {organizationName && (
      <Box sx={{ m: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary" component="p">
          Organization
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {organizationName}
        </Typography>
      </Box>
    )}
  </Box>
);
