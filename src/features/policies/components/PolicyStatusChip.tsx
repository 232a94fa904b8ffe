import Chip from '@mui/material/Chip';
import type { PolicyStatus } from '@/contracts/policies';
import { policyStatusLabels } from '@/features/policies/constants';

const statusColors = { draft: 'default', inReview: 'warning', approved: 'info', published: 'success' } as const;

// Outlined, with the colour's dark shade for the text: white on amber would not be readable.
export const PolicyStatusChip = ({ status }: { status: PolicyStatus }) => (
  <Chip
    size="small"
    variant="outlined"
    color={statusColors[status]}
    label={policyStatusLabels[status]}
    sx={status === 'draft' ? undefined : { color: `${statusColors[status]}.dark` }}
  />
);
