import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SETTINGS_TABS } from '@/features/settings/constants';
import type { SettingsTab } from '@/features/settings/types';

const isSettingsTab = (value: string | null): value is SettingsTab => SETTINGS_TABS.some((tab) => tab === value);

/**
 * The open tab lives in ?tab= so links can deep-link a tab. The dashboard's upcoming-tasks link asks for
 * ?tab=tasks: tasks follow the compliance preferences (framework, audit frequency), so it opens Compliance.
 */
export const useSettingsTab = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const fromTasks = requested === 'tasks';
  const tab: SettingsTab = isSettingsTab(requested) ? requested : fromTasks ? 'compliance' : 'profile';
  const selectTab = useCallback(
    (next: SettingsTab) => setSearchParams({ tab: next }, { replace: true }),
    [setSearchParams],
  );
  return { tab, fromTasks, selectTab };
};
