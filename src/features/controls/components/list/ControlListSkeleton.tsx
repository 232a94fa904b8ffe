import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { controlListText } from '@/features/controls/listConstants';

/** Skeleton rows in the table's shape while a framework's controls load. */
export const ControlListSkeleton = () => (
  <Card role="status" aria-label={controlListText.loading} aria-busy="true" sx={{ p: 2.5 }}>
    <Skeleton width="30%" height={28} sx={{ mb: 1 }} />
    <Stack spacing={1}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={36} />
      ))}
    </Stack>
  </Card>
);
