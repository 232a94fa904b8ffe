import Chip from '@mui/material/Chip';
import { statusLabels } from '@/features/accessManagement/constants';
import type { ManagedUserStatus } from '@/features/accessManagement/types';

// Soft tints with the dark tone as text: amber with white text would fail contrast.
const tones = {
  active: { bgcolor: 'success.light', color: 'success.dark' },
  pending: { bgcolor: 'warning.light', color: 'warning.dark' },
  inactive: { bgcolor: 'grey.100', color: 'text.secondary' },
} as const satisfies Record<ManagedUserStatus, object>;

export const UserStatusChip = ({ status }: { status: ManagedUserStatus }) => (
  <Chip size="small" label={statusLabels[status]} sx={{ ...tones[status], fontWeight: 600 }} />
);
