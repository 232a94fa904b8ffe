import { Outlet, useLocation } from 'react-router-dom';
import { CrashBoundary } from '@/components/feedback/CrashBoundary';

/** Every route renders inside a crash boundary that clears itself on navigation. */
export const RootLayout = () => {
  const { pathname } = useLocation();
  return (
    <CrashBoundary resetKey={pathname}>
      <Outlet />
    </CrashBoundary>
  );
};
