import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageLoader } from '@/components/feedback/PageLoader';
import { loginText } from '@/features/auth/constants';
import { useAuth } from '@/features/auth/useAuth';

export type RedirectState = { from?: { pathname: string; search?: string; hash?: string } };

/** Layout route for the protected screens (SPEC §2): no user means /login, remembering where they were going. */
export const RequireAuth = () => {
  const { user, isCheckingSession } = useAuth();
  const location = useLocation();
  if (isCheckingSession) return <PageLoader label={loginText.checkingSession} />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location } satisfies RedirectState} />;
  return <Outlet />;
};
