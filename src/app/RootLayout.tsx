import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { CrashBoundary } from '@/components/feedback/CrashBoundary';

/** Every route renders inside a crash boundary that clears itself on navigation; new pages open at the top. */
export const RootLayout = () => {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollRestoration />
      <CrashBoundary resetKey={pathname}>
        <Outlet />
      </CrashBoundary>
    </>
  );
};
