import { useId, useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { initials } from '@/components/layout/initials';
import type { ShellUser } from '@/components/layout/types';
import { userMenuText } from '@/components/layout/userMenuText';
import { OpenedOnce } from '@/components/OpenedOnce';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { lazyNamed } from '@/lib/lazyNamed';

// The top bar is on every screen; the menu behind the avatar (and MUI's menu code) loads when it is first opened.
const UserMenuList = lazyNamed(
  () => import(/* webpackChunkName: "user-menu" */ '@/components/layout/UserMenuList'),
  'UserMenuList',
);

export type UserMenuProps = {
  user: ShellUser;
  settingsPath: string;
  onSignOut: () => void;
};

export const UserMenu = ({ user, settingsPath, onSignOut }: UserMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
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
      <OpenedOnce open={anchor !== null}>
        <UserMenuList
          id={menuId}
          anchor={anchor}
          user={user}
          settingsPath={settingsPath}
          onClose={() => setAnchor(null)}
          onSignOut={onSignOut}
        />
      </OpenedOnce>
    </>
  );
};
