import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { dashboardText } from '@/features/dashboard/constants';

const Panel = ({ rows }: { rows: number }) => (
  <Card sx={{ p: 2.5 }}>
    <Skeleton width="40%" height={28} />
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} height={32} />
    ))}
  </Card>
);

/** The dashboard's shape while its data loads, so nothing jumps when it arrives. */
export const DashboardSkeleton = () => (
  <Box role="status" aria-label={dashboardText.loading} aria-busy="true">
    <Box
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
    >
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} sx={{ p: 2.5 }}>
          <Skeleton width="60%" />
          <Skeleton width="40%" height={40} />
          <Skeleton />
        </Card>
      ))}
    </Box>
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
      <Panel rows={8} />
      <Panel rows={6} />
    </Box>
  </Box>
);
