import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isFrameworkId, type FrameworkId } from '@/contracts/enums';
import { usePrimaryFramework } from '@/features/settings/usePrimaryFramework';
import { statusFilters } from '@/features/compliance/constants';
import type { StatusFilter } from '@/features/compliance/types';

const isStatusFilter = (value: string | null): value is StatusFilter =>
  statusFilters.some((filter) => filter.value === value);

/**
 * ?framework= and ?filter= are the heat map's view, so the dashboard's cards can link to
 * /compliance?filter=critical. Anything unknown reads as the default; defaults stay out of the URL. The default
 * framework is the organisation's primary one (Settings > Compliance): undefined until the settings have loaded.
 */
export const useHeatmapParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedFramework = searchParams.get('framework');
  const requestedFilter = searchParams.get('filter');
  // ?control= opens that control's details once, as SecuroBot's sources link to them.
  const linkedControl = searchParams.get('control');
  const primaryFramework = usePrimaryFramework();
  const framework: FrameworkId | undefined = isFrameworkId(requestedFramework) ? requestedFramework : primaryFramework;
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
  const setFramework = useCallback(
    (next: FrameworkId) => setParam('framework', next, primaryFramework ?? ''),
    [setParam, primaryFramework],
  );
  const setFilter = useCallback((next: StatusFilter) => setParam('filter', next, 'all'), [setParam]);
  // The hash stays: a comment's link (#comment-<id>) scrolls to it once the control's details are open.
  const navigate = useNavigate();
  const { hash } = useLocation();
  const clearLinkedControl = useCallback(() => {
    const next = new URLSearchParams(searchParams);
    next.delete('control');
    void navigate({ search: next.toString(), hash }, { replace: true });
  }, [navigate, searchParams, hash]);

  return { framework, filter, setFramework, setFilter, linkedControl, clearLinkedControl };
};
