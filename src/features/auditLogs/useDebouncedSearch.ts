import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { searchChanged, selectActivityLogFilters } from '@/features/auditLogs/auditLogsSlice';
import { SEARCH_DEBOUNCE_MS } from '@/features/auditLogs/constants';

/** The search box's own text, handed to the store once typing settles, so each keystroke is not a request. */
export const useDebouncedSearch = () => {
  const dispatch = useAppDispatch();
  const { search } = useAppSelector(selectActivityLogFilters);
  const [text, setText] = useState(search);

  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => dispatch(searchChanged(text)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, search, text]);

  return [text, setText] as const;
};
