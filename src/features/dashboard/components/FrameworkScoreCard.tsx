import { Suspense, useMemo } from 'react';
import { frameworkLabels } from '@/contracts/enums';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { chartText } from '@/features/dashboard/constants';
import { groupByFramework } from '@/features/dashboard/frameworkGroups';
import { usePrimaryFramework } from '@/features/settings/usePrimaryFramework';
import type { CategorySummary } from '@/contracts/dashboard';
import { lazyNamed } from '@/lib/lazyNamed';

// recharts is the heaviest thing on the dashboard: it loads in its own chunk while the numbers are already on screen.
const ScoreBarChart = lazyNamed(
  () => import(/* webpackChunkName: "charts" */ '@/components/charts/ScoreBarChart'),
  'ScoreBarChart',
);

const CHART_HEIGHT = 220;

export const FrameworkScoreCard = ({ rows }: { rows: CategorySummary[] }) => {
  const primary = usePrimaryFramework();
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
      <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
        <ScoreBarChart title={chartText.heading} bars={bars} height={CHART_HEIGHT} />
      </Suspense>
    </SectionCard>
  );
};
