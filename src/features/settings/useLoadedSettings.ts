import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useAuth } from '@/features/auth/useAuth';
import { useGetSettingsQuery } from '@/features/settings/settingsApi';
import { selectLoadedFor, settingsLoaded } from '@/features/settings/settingsSlice';

/** The saved settings become the draft once per signed-in user, so edits survive leaving the screen. */
export const useLoadedSettings = () => {
  const dispatch = useAppDispatch();
  const { user } = useAuth();
  const loadedFor = useAppSelector(selectLoadedFor);
  const { data, isError, refetch } = useGetSettingsQuery();
  useEffect(() => {
    if (user && data && loadedFor !== user.id) dispatch(settingsLoaded({ user, settings: data }));
  }, [dispatch, user, data, loadedFor]);
  return { loaded: user !== null && loadedFor === user.id, failed: isError, retry: refetch };
};
