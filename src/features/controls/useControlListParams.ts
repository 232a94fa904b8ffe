import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isFrameworkId, type FrameworkId } from '@/contracts/enums';
import { ownershipFilters, type OwnershipFilter } from '@/features/controls/listConstants';
import { usePrimaryFramework } from '@/features/settings/usePrimaryFramework';

const isOwnershipFilter = (value: string | null): value is OwnershipFilter =>
  ownershipFilters.some((filter) => filter.value === value);

/**
 * ?framework= and ?filter= are the list's view, so the dashboard can link to /controls?framework=HIPAA&filter=unowned.
 * Anything unknown reads as the default: the organisation's primary framework (undefined until the settings have
 * loaded) and every control.
 */
export const useControlListParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedFramework = searchParams.get('framework');
  const requestedFilter = searchParams.get('filter');
  const primaryFramework = usePrimaryFramework();
  const framework = isFrameworkId(requestedFramework) ? requestedFramework : primaryFramework;
  const filter: OwnershipFilter = isOwnershipFilter(requestedFilter) ? requestedFilter : 'all';
  const setParam = useCallback(
    (key: string, value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const setFramework = useCallback((next: FrameworkId) => setParam('framework', next), [setParam]);
  const setFilter = useCallback((next: OwnershipFilter) => setParam('filter', next), [setParam]);
  return { framework, filter, setFramework, setFilter };
};
