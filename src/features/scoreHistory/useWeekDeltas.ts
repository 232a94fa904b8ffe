import type { DashboardStats } from '@/contracts/dashboard';
import { DEFAULT_HISTORY_SPAN } from '@/features/scoreHistory/constants';
import { useGetScoreHistoryQuery } from '@/features/scoreHistory/scoreHistoryApi';
import { weekDeltas, type WeekDeltas } from '@/features/scoreHistory/weekDeltas';

/** The stat cards' deltas, from the same history the dashboard's trend opens on (one request for both). */
export const useWeekDeltas = (current: { complianceScore: number; stats: DashboardStats }): WeekDeltas => {
  const { data = [] } = useGetScoreHistoryQuery({ days: DEFAULT_HISTORY_SPAN });
  return weekDeltas(data, current, new Date());
};
