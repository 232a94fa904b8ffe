import Chip from '@mui/material/Chip';
import { statusLabels } from '@/features/reports/constants';
import type { ReportStatus } from '@/features/reports/types';

const statusColors = { ready: 'success', generating: 'info', failed: 'error' } as const;

export const ReportStatusChip = ({ status }: { status: ReportStatus }) => (
  <Chip size="small" variant="outlined" color={statusColors[status]} label={statusLabels[status]} />
);
