import { useLocation } from 'react-router-dom';
import { SignedInFrame } from '@/app/ShellLayout';
import { notFoundText } from '@/components/feedback/messages';
import { NotFoundScreen } from '@/components/feedback/NotFoundScreen';
import { PageLoader } from '@/components/feedback/PageLoader';
import { loginText } from '@/features/auth/constants';
import { useAuth } from '@/features/auth/useAuth';

/** Any address no route matches: inside the app shell when signed in, a public page otherwise. */
export default function NotFoundRoute() {
  const { user, isCheckingSession } = useAuth();
  const { pathname } = useLocation();
  if (isCheckingSession) return <PageLoader label={loginText.checkingSession} />;
  if (!user) return <NotFoundScreen path={pathname} signedIn={false} />;
  return (
    <SignedInFrame title={notFoundText.title}>
      <NotFoundScreen path={pathname} signedIn />
    </SignedInFrame>
  );
}
