import Chip from '@mui/material/Chip';
import { statusLabels } from '@/features/integrations/constants';
import type { IntegrationStatus } from '@/contracts/integrations';

const colors = {
  available: 'default',
  connecting: 'info',
  connected: 'success',
  error: 'error',
} as const satisfies Record<IntegrationStatus, string>;

export const IntegrationStatusChip = ({ status }: { status: IntegrationStatus }) => (
  <Chip
    size="small"
    label={statusLabels[status]}
    color={colors[status]}
    variant={status === 'available' ? 'outlined' : 'filled'}
  />
);
