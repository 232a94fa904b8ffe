import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useAuth } from '@/features/auth/useAuth';
import { emptySeed } from '@/features/settings/defaults';
import { profileSeeded, selectSeededFor } from '@/features/settings/settingsSlice';
import type { ProfileSeed } from '@/features/settings/types';

/** The profile starts from the signed-in user, once per user, so edits survive leaving the screen. */
export const useProfileSeed = (): ProfileSeed => {
  const dispatch = useAppDispatch();
  const { user } = useAuth();
  const seededFor = useAppSelector(selectSeededFor);
  const seed = useMemo<ProfileSeed>(
    () =>
      user ? { name: user.name, email: user.email, role: user.jobTitle ?? '', company: user.company } : emptySeed,
    [user],
  );
  useEffect(() => {
    if (user && seededFor !== user.id) dispatch(profileSeeded({ userId: user.id, seed }));
  }, [dispatch, user, seededFor, seed]);
  return seed;
};
