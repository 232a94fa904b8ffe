import Chip from '@mui/material/Chip';
import { statusLabels } from '@/features/assessments/constants';
import { statusTones } from '@/lib/scoreTone';
import type { ControlStatus } from '@/contracts/enums';

// The dark shade keeps small chip text above 4.5:1 contrast.
export const ControlStatusChip = ({ status }: { status: ControlStatus }) => (
  <Chip
    size="small"
    variant="outlined"
    color={statusTones[status]}
    label={statusLabels[status]}
    sx={{ color: `${statusTones[status]}.dark` }}
  />
);
