import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { complianceText } from '@/features/compliance/constants';

const tileGrid = { display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))' };

/** Skeleton tiles in the heat map's shape while a framework loads. */
export const HeatMapSkeleton = () => (
  <Box role="status" aria-label={complianceText.loading} aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
    {[8, 5].map((tiles, section) => (
      <Card key={section} sx={{ p: 2.5 }}>
        <Skeleton width="35%" height={28} sx={{ mb: 1 }} />
        <Box sx={tileGrid}>
          {Array.from({ length: tiles }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={76} />
          ))}
        </Box>
      </Card>
    ))}
  </Box>
);
