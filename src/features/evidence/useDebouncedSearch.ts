import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/features/evidence/constants';
import { searchChanged, selectEvidenceFilters } from '@/features/evidence/evidenceSlice';
import { useSettledText } from '@/lib/useSettledText';

/** The locker's search box: its text reaches the store once typing settles, and empties with Clear filters. */
export const useDebouncedSearch = () => {
  const dispatch = useAppDispatch();
  const { search } = useAppSelector(selectEvidenceFilters);
  const commit = useCallback((text: string) => dispatch(searchChanged(text)), [dispatch]);
  return useSettledText(search, commit, SEARCH_DEBOUNCE_MS);
};
