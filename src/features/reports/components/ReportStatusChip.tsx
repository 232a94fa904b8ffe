import Chip from '@mui/material/Chip';
import { statusLabels } from '@/features/reports/constants';
import type { ReportStatus } from '@/contracts/reports';

const statusColors = { ready: 'success', generating: 'info', failed: 'error' } as const;

// The dark shade keeps small chip text above 4.5:1 contrast, also on a selected row.
export const ReportStatusChip = ({ status }: { status: ReportStatus }) => (
  <Chip
    size="small"
    variant="outlined"
    color={statusColors[status]}
    label={statusLabels[status]}
    sx={{ color: `${statusColors[status]}.dark` }}
  />
);
