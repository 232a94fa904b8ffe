import Chip from '@mui/material/Chip';
import { statusLabels } from '@/features/accessManagement/constants';
import type { ManagedUserStatus } from '@/features/accessManagement/types';

const colors = { active: 'success', pending: 'warning', inactive: 'default' } as const satisfies Record<
  ManagedUserStatus,
  string
>;

export const UserStatusChip = ({ status }: { status: ManagedUserStatus }) => (
  <Chip size="small" label={statusLabels[status]} color={colors[status]} variant={status === 'inactive' ? 'outlined' : 'filled'} />
);
