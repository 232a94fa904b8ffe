import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defaultFramework, isFrameworkId, type FrameworkId } from '@/contracts/enums';
import { statusFilters } from '@/features/compliance/constants';
import type { StatusFilter } from '@/features/compliance/types';

const isStatusFilter = (value: string | null): value is StatusFilter =>
  statusFilters.some((filter) => filter.value === value);

/**
 * ?framework= and ?filter= are the heat map's view, so the dashboard's cards can link to
 * /compliance?filter=critical. Anything unknown reads as the default; defaults stay out of the URL.
 */
export const useHeatmapParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedFramework = searchParams.get('framework');
  const requestedFilter = searchParams.get('filter');
  const framework: FrameworkId = isFrameworkId(requestedFramework) ? requestedFramework : defaultFramework;
  const filter: StatusFilter = isStatusFilter(requestedFilter) ? requestedFilter : 'all';

  const setParam = useCallback(
    (key: string, value: string, fallback: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === fallback) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const setFramework = useCallback((next: FrameworkId) => setParam('framework', next, defaultFramework), [setParam]);
  const setFilter = useCallback((next: StatusFilter) => setParam('filter', next, 'all'), [setParam]);

  return { framework, filter, setFramework, setFilter };
};
