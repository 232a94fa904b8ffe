import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { navItems } from '@/app/navigation';
import { paths } from '@/app/paths';
import { CrashBoundary } from '@/components/feedback/CrashBoundary';
import { AppShell } from '@/components/layout/AppShell';
import { useAuth } from '@/features/auth/useAuth';

const titleFor = (pathname: string) =>
  navItems.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))?.label ?? 'Securo';

/** The signed-in frame; RequireAuth above it guarantees a user. */
export default function ShellLayout() {
  const { user, signOut } = useAuth();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const title = titleFor(pathname);

  useEffect(() => {
    document.title = `${title} · Securo`;
  }, [title]);

  if (!user) return null;
  return (
    <AppShell
      navItems={navItems}
      activePath={pathname}
      title={title}
      user={user}
      organizationName={user.company}
      notificationCount={0}
      settingsPath={paths.settings}
      busy={navigation.state === 'loading'}
      onSignOut={async () => {
        await signOut();
        navigate(paths.login, { replace: true });
      }}
    >
      <CrashBoundary resetKey={pathname} inline>
        <Outlet />
      </CrashBoundary>
    </AppShell>
  );
}
