import Chip from '@mui/material/Chip';
import Lock from '@mui/icons-material/Lock';
import { confidentialityLabels, evidenceStatusLabels } from '@/features/evidenceLocker/constants';
import { confidentialityColors, statusColors } from '@/features/evidenceLocker/evidenceFormat';
import type { Confidentiality, EvidenceStatus } from '@/features/evidenceLocker/types';

export const EvidenceStatusChip = ({ status }: { status: EvidenceStatus }) => (
  <Chip size="small" color={statusColors[status]} variant="outlined" label={evidenceStatusLabels[status]} />
);

export const ConfidentialityChip = ({ level }: { level: Confidentiality }) => (
  <Chip
    size="small"
    icon={<Lock />}
    color={confidentialityColors[level]}
    variant="outlined"
    label={confidentialityLabels[level]}
  />
);
