import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import { SIDEBAR_WIDTH } from '@/components/layout/Sidebar';

export type MobileSidebarProps = { open: boolean; onClose: () => void; children: ReactNode };

/** The sidebar on small screens: a drawer over the page, opened from the top bar's menu button. */
export const MobileSidebar = ({ open, onClose, children }: MobileSidebarProps) => (
  <Drawer
    variant="temporary"
    open={open}
    onClose={onClose}
    ModalProps={{ keepMounted: false }}
    slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } } }}
  >
    {children}
  </Drawer>
);
