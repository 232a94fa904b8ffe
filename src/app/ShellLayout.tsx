import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { navItems, navItemsFor } from '@/app/navigation';
import { paths } from '@/app/paths';
import { screenTitles } from '@/app/screenTitles';
import { CrashBoundary } from '@/components/feedback/CrashBoundary';
import { AppShell } from '@/components/layout/AppShell';
import { useAuth } from '@/features/auth/useAuth';
import { MyWorkButton } from '@/features/myWork/MyWorkButton';
import { NotificationBell } from '@/features/notifications/NotificationBell';

// Reached from the top bar rather than the sidebar.
const topBarScreens = [{ label: screenTitles.myWork, path: paths.myWork }];

const titleFor = (pathname: string) =>
  [...navItems, ...topBarScreens].find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
    ?.label ?? 'Securo';

export type SignedInFrameProps = {
  /** The top bar's title when the page is none of the sidebar's screens. */
  title?: string;
  children: ReactNode;
};

/** The signed-in frame (sidebar, top bar, a crash boundary around the page); renders nothing without a user. */
export const SignedInFrame = ({ title: ownTitle, children }: SignedInFrameProps) => {
  const { user, signOut } = useAuth();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const title = ownTitle ?? titleFor(pathname);

  useEffect(() => {
    document.title = `${title} · Securo`;
  }, [title]);

  if (!user) return null;
  return (
    <AppShell
      navItems={navItemsFor(user.role)}
      activePath={pathname}
      title={title}
      user={user}
      organizationName={user.company}
      myWork={<MyWorkButton />}
      notifications={<NotificationBell />}
      settingsPath={paths.settings}
      busy={navigation.state === 'loading'}
      onSignOut={async () => {
        await signOut();
        navigate(paths.login, { replace: true });
      }}
    >
      <CrashBoundary resetKey={pathname} inline>
        {children}
      </CrashBoundary>
    </AppShell>
  );
};

/** The protected screens' layout route; RequireAuth above it guarantees a user. */
export default function ShellLayout() {
  return (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  );
}
