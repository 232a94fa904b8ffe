import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FrameworkId, frameworkLabels } from '@/contracts/enums';
import { type HistorySpan, historySpans } from '@/contracts/historySpans';
import { DEFAULT_HISTORY_SPAN, trendText } from '@/features/scoreHistory/constants';
import { useGetScoreHistoryQuery } from '@/features/scoreHistory/scoreHistoryApi';
import { lazyNamed } from '@/lib/lazyNamed';
import { useScrolledIntoView } from '@/lib/useScrolledIntoView';

// recharts shares the dashboard's chart chunk, loaded when the chart scrolls into view.
const ScoreTrendLines = lazyNamed(
  () => import(/* webpackChunkName: "charts" */ '@/features/scoreHistory/components/ScoreTrendLines'),
  'ScoreTrendLines',
);

const CHART_HEIGHT = 220;
const chartPlaceholder = <Skeleton variant="rounded" height={CHART_HEIGHT} />;

/** The score per day over 30, 90 or 365 days: one framework's, or without one the frameworks in use together. */
export const ScoreTrendChart = ({ framework }: { framework?: FrameworkId }) => {
  const [days, setDays] = useState<HistorySpan>(DEFAULT_HISTORY_SPAN);
  const { data, isError } = useGetScoreHistoryQuery({ framework, days });
  const [chartArea, inView] = useScrolledIntoView<HTMLDivElement>();
  const body = () => {
    if (isError) return <Typography color="text.secondary">{trendText.loadFailed}</Typography>;
    if (!data || !inView) return chartPlaceholder;
    if (data.length === 0) return <Typography color="text.secondary">{trendText.empty}</Typography>;
    return (
      <Suspense fallback={chartPlaceholder}>
        <ScoreTrendLines title={trendText.chart(days)} days={data} height={CHART_HEIGHT} />
      </Suspense>
    );
  };
  return (
    <Card component="section" aria-labelledby="score-trend-heading" sx={{ p: 2.5, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Box>
          <Typography id="score-trend-heading" component="h2" variant="h6">
            {trendText.heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {framework ? trendText.framework(frameworkLabels[framework]) : trendText.overall}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={trendText.span}
          value={days}
          onChange={(_, next: HistorySpan | null) => next && setDays(next)}
        >
          {historySpans.map((span) => (
            <ToggleButton key={span} value={span} sx={{ px: 1.5 }}>
              {trendText.spanLabel(span)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box ref={chartArea}>{body()}</Box>
    </Card>
  );
};
