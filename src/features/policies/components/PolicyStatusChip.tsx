import Chip from '@mui/material/Chip';
import type { PolicyStatus } from '@/contracts/policies';
import { policyStatusLabels } from '@/features/policies/constants';

const statusColors = { draft: 'default', inReview: 'warning', approved: 'info', published: 'success' } as const;

export const PolicyStatusChip = ({ status }: { status: PolicyStatus }) => (
  <Chip size="small" color={statusColors[status]} label={policyStatusLabels[status]} />
);
