import { baseApi } from '@/api/baseApi';
import type { FrameworkId } from '@/contracts/enums';
import type { HistorySpan } from '@/contracts/historySpans';
import type { ControlDay, ScoreDay } from '@/contracts/scoreHistory';
import { changesText, trendText } from '@/features/scoreHistory/constants';

/** Without a framework: the frameworks in use together, as the dashboard shows them. */
type ScoreHistoryArgs = { framework?: FrameworkId; days: HistorySpan };
type ControlHistoryArgs = { framework: FrameworkId; controlId: string; days: HistorySpan };

// Assessments invalidate the dashboard and the heat map: a new day of history comes with both.
export const scoreHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getScoreHistory: build.query<ScoreDay[], ScoreHistoryArgs>({
      query: ({ framework, days }) => ({
        url: 'dashboard/score-history',
        params: framework ? { framework, days } : { days },
      }),
      providesTags: ['Dashboard', 'HeatMap'],
      extraOptions: { fallbackMessage: trendText.loadFailed },
    }),
    getControlHistory: build.query<ControlDay[], ControlHistoryArgs>({
      query: ({ framework, controlId, days }) => ({
        url: `controls/${framework}/${encodeURIComponent(controlId)}/history`,
        params: { days },
      }),
      providesTags: ['HeatMap'],
      extraOptions: { fallbackMessage: changesText.loadFailed },
    }),
  }),
});

export const { useGetScoreHistoryQuery, useGetControlHistoryQuery } = scoreHistoryApi;
