import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CategorySection } from '@/features/compliance/components/CategorySection';
import { complianceText } from '@/features/compliance/constants';
import { visibleCategories } from '@/features/compliance/heatmapFilter';
import type { HeatmapControl } from '@/contracts/dashboard';
import type { StatusFilter } from '@/features/compliance/types';

type HeatMapTilesProps = {
  categories: Record<string, HeatmapControl[]>;
  filter: StatusFilter;
  onOpen: (id: string) => void;
};

export const HeatMapTiles = ({ categories, filter, onOpen }: HeatMapTilesProps) => {
  const visible = useMemo(() => visibleCategories(categories, filter), [categories, filter]);
  if (visible.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {complianceText.noMatches}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' }, alignItems: 'start' }}>
      {visible.map((category) => (
        <CategorySection key={category.name} category={category} onOpen={onOpen} />
      ))}
    </Box>
  );
};
