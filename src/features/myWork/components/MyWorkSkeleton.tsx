import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { myWorkText as text, sectionOrder } from '@/features/myWork/constants';

/** The five sections' shape while my work loads. */
export const MyWorkSkeleton = () => (
  <Box role="status" aria-label={text.loading} aria-busy="true" sx={{ display: 'grid', gap: 3 }}>
    {sectionOrder.map((section) => (
      <Card key={section} sx={{ p: 2.5 }}>
        <Skeleton width="30%" height={28} />
        <Skeleton height={32} />
        <Skeleton height={32} />
      </Card>
    ))}
  </Box>
);
