import Chip from '@mui/material/Chip';
import type { MemberStatus } from '@/contracts/members';
import { statusLabels } from '@/features/members/constants';

// Soft tints with the dark tone as text: amber with white text would fail contrast.
const tones = {
  active: { bgcolor: 'success.light', color: 'success.dark' },
  pending: { bgcolor: 'warning.light', color: 'warning.dark' },
  inactive: { bgcolor: 'grey.100', color: 'text.secondary' },
} as const satisfies Record<MemberStatus, object>;

export const UserStatusChip = ({ status }: { status: MemberStatus }) => (
  <Chip size="small" label={statusLabels[status]} sx={{ ...tones[status], fontWeight: 600 }} />
);
