import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { searchChanged, selectActivityLogFilters } from '@/features/auditLogs/auditLogsSlice';
import { SEARCH_DEBOUNCE_MS } from '@/features/auditLogs/constants';
import { useSettledText } from '@/lib/useSettledText';

/** The trail's search box: its text reaches the store once typing settles. */
export const useDebouncedSearch = () => {
  const dispatch = useAppDispatch();
  const { search } = useAppSelector(selectActivityLogFilters);
  const commit = useCallback((text: string) => dispatch(searchChanged(text)), [dispatch]);
  return useSettledText(search, commit, SEARCH_DEBOUNCE_MS);
};
