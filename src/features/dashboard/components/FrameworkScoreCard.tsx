import { Suspense, useMemo } from 'react';
import { frameworkLabels } from '@/contracts/enums';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { chartText } from '@/features/dashboard/constants';
import { groupByFramework } from '@/features/dashboard/frameworkGroups';
import { usePrimaryFramework } from '@/features/settings/usePrimaryFramework';
import type { CategorySummary } from '@/contracts/dashboard';
import { lazyNamed } from '@/lib/lazyNamed';
import { useScrolledIntoView } from '@/lib/useScrolledIntoView';

// recharts is the heaviest thing on the dashboard: its chunk loads, and the chart draws, when the chart scrolls into
// view, below the numbers on a phone. Fetched ahead while idle, it slowed the page's first draw in Lighthouse's phone
// simulation by 0.3 s, sharing the network with the screen's own code.
const ScoreBarChart = lazyNamed(
  () => import(/* webpackChunkName: "charts" */ '@/components/charts/ScoreBarChart'),
  'ScoreBarChart',
);

const CHART_HEIGHT = 220;
const chartPlaceholder = <Skeleton variant="rounded" height={CHART_HEIGHT} />;

export const FrameworkScoreCard = ({ rows }: { rows: CategorySummary[] }) => {
  const primary = usePrimaryFramework();
  const [chartArea, inView] = useScrolledIntoView<HTMLDivElement>();
  // The organisation's primary framework (Settings > Compliance) leads the chart.
  const bars = useMemo(() => {
    const groups = groupByFramework(rows);
    const ordered = [
      ...groups.filter(({ framework }) => framework === primary),
      ...groups.filter(({ framework }) => framework !== primary),
    ];
    return ordered.map(({ framework, score }) => ({
      label: framework === primary ? chartText.primary(frameworkLabels[framework]) : frameworkLabels[framework],
      score,
    }));
  }, [rows, primary]);
  return (
    <SectionCard id="framework-scores" title={chartText.heading}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {chartText.caption}
      </Typography>
      <Box ref={chartArea}>
        {inView ? (
          <Suspense fallback={chartPlaceholder}>
            <ScoreBarChart title={chartText.heading} bars={bars} height={CHART_HEIGHT} />
          </Suspense>
        ) : (
          chartPlaceholder
        )}
      </Box>
    </SectionCard>
  );
};
