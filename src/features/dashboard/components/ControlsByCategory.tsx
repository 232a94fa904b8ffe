import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { CategoryTable } from '@/features/dashboard/components/CategoryTable';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { categoriesText } from '@/features/dashboard/constants';
import { groupByFramework } from '@/features/dashboard/frameworkGroups';
import type { CategorySummary } from '@/contracts/dashboard';

export const ControlsByCategory = ({ rows }: { rows: CategorySummary[] }) => {
  const groups = useMemo(() => groupByFramework(rows), [rows]);
  return (
    <SectionCard
      id="categories"
      title={categoriesText.heading}
      link={{ to: paths.compliance, label: categoriesText.openHeatMap }}
    >
      {groups.length === 0 ? (
        <Typography color="text.secondary">{categoriesText.empty}</Typography>
      ) : (
        <CategoryTable groups={groups} />
      )}
    </SectionCard>
  );
};
