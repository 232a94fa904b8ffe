import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SETTINGS_TABS } from '@/features/settings/constants';
import type { SettingsTab } from '@/features/settings/types';

const isSettingsTab = (value: string | null): value is SettingsTab => SETTINGS_TABS.some((tab) => tab === value);

/** The open tab lives in ?tab= so links can deep-link a tab (?tab=tasks still opens the tasks list that now has its own screen). */
export const useSettingsTab = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = isSettingsTab(requested) ? requested : 'profile';
  const selectTab = useCallback(
    (next: SettingsTab) => setSearchParams({ tab: next }, { replace: true }),
    [setSearchParams],
  );
  return { tab, selectTab };
};
