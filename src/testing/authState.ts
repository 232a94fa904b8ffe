import type { RootState } from '@/app/store';
import type { SessionUser } from '@/features/auth/types';
import { demoToken, demoUser } from '@/testing/handlers';

/** Preloaded state for a test that starts signed in. */
export const signedInState = (user: SessionUser = demoUser): Partial<RootState> => ({
  auth: { user, token: demoToken, isCheckingSession: false },
});
