import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { linkedControlFrom } from '@/features/evidence/controlLink';

/** The control the URL filters the locker to (?framework=&control=), and a way to drop it. */
export const useLinkedControl = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const control = linkedControlFrom(searchParams);
  const clearControl = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('framework');
          next.delete('control');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { control, clearControl };
};
