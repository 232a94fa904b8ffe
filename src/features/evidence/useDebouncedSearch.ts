import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/features/evidence/constants';
import { searchChanged, selectEvidenceFilters } from '@/features/evidence/evidenceSlice';

/** The search box's own text, handed to the store once typing settles, so each keystroke is not a request. */
export const useDebouncedSearch = () => {
  const dispatch = useAppDispatch();
  const { search } = useAppSelector(selectEvidenceFilters);
  const [text, setText] = useState(search);

  // Clear filters empties the store's search: the box follows.
  const [storedSearch, setStoredSearch] = useState(search);
  if (search !== storedSearch) {
    setStoredSearch(search);
    setText(search);
  }

  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => dispatch(searchChanged(text)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, search, text]);

  return [text, setText] as const;
};
