import { writeStoredToken } from '@/api/tokenStorage';
import type { RootState } from '@/app/store';
import type { SessionUser } from '@/contracts/auth';
import { demoToken, demoUser } from '@/testing/handlers';

/** Preloaded state for a test that starts signed in; the token goes where the app keeps it, out of the store. */
export const signedInState = (user: SessionUser = demoUser): Partial<RootState> => {
  writeStoredToken(demoToken);
  return { auth: { user, isCheckingSession: false } };
};
