import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isFrameworkId, type FrameworkId } from '@/contracts/enums';
import { usePrimaryFramework } from '@/features/settings/usePrimaryFramework';

/**
 * The framework the headline follows: ?framework= when it names one, so a reload or a shared link keeps the choice,
 * else the organisation's primary one (undefined until the settings have loaded).
 */
export const useDashboardFramework = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('framework');
  const primary = usePrimaryFramework();
  const framework: FrameworkId | undefined = isFrameworkId(requested) ? requested : primary;
  const setFramework = useCallback(
    (next: FrameworkId) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('framework', next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { framework, setFramework };
};
