import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ControlTile } from '@/features/compliance/components/ControlTile';
import { complianceText } from '@/features/compliance/constants';
import type { CategoryTiles } from '@/features/compliance/heatmapFilter';

type CategorySectionProps = { category: CategoryTiles; onOpen: (id: string) => void };

export const CategorySection = ({ category: { name, controls }, onOpen }: CategorySectionProps) => (
  <Card component="section" aria-label={name} sx={{ p: 2.5 }}>
    <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
      <Typography component="h2" variant="subtitle1">
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {complianceText.controlCount(controls.length)}
      </Typography>
    </Box>
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))' }}>
      {controls.map((control) => (
        <ControlTile key={control.id} control={control} onOpen={onOpen} />
      ))}
    </Box>
  </Card>
);
