import { useCallback } from 'react';
import { useAppSelector, useRequiredStore } from '@/app/hooks';
import { selectCurrentUser, selectIsCheckingSession } from '@/features/auth/authSlice';
import { signOut } from '@/features/auth/thunks';

/** Session state and sign-out for components. Throws a developer error outside the store Provider (SPEC §8). */
export const useAuth = () => {
  const store = useRequiredStore('useAuth');
  const user = useAppSelector(selectCurrentUser);
  const isCheckingSession = useAppSelector(selectIsCheckingSession);
  const signOutUser = useCallback(() => store.dispatch(signOut()).unwrap(), [store]);
  return { user, isCheckingSession, isSignedIn: user !== null, signOut: signOutUser };
};
