import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { ScoreBarChart } from '@/components/charts/ScoreBarChart';
import { frameworkLabels } from '@/features/assessments/frameworks';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { chartText } from '@/features/dashboard/constants';
import { groupByFramework } from '@/features/dashboard/frameworkGroups';
import type { CategorySummary } from '@/features/dashboard/types';

export const FrameworkScoreCard = ({ rows }: { rows: CategorySummary[] }) => {
  const bars = useMemo(
    () => groupByFramework(rows).map(({ framework, score }) => ({ label: frameworkLabels[framework], score })),
    [rows],
  );
  return (
    <SectionCard id="framework-scores" title={chartText.heading}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {chartText.caption}
      </Typography>
      <ScoreBarChart title={chartText.heading} bars={bars} />
    </SectionCard>
  );
};
