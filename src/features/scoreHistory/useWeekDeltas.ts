import type { DashboardStats } from '@/contracts/dashboard';
import type { FrameworkId } from '@/contracts/enums';
import { DEFAULT_HISTORY_SPAN } from '@/features/scoreHistory/constants';
import { useGetScoreHistoryQuery } from '@/features/scoreHistory/scoreHistoryApi';
import { weekDeltas, type WeekDeltas } from '@/features/scoreHistory/weekDeltas';

/** One framework's stat card deltas, from the same history the dashboard's trend opens on (one request for both). */
export const useWeekDeltas = (
  framework: FrameworkId,
  current: { complianceScore: number; stats: DashboardStats },
): WeekDeltas => {
  const { data = [] } = useGetScoreHistoryQuery({ framework, days: DEFAULT_HISTORY_SPAN });
  return weekDeltas(data, current, new Date());
};
