import Chip from '@mui/material/Chip';
import Lock from '@mui/icons-material/Lock';
import { confidentialityLabels, evidenceStatusLabels } from '@/features/evidence/constants';
import { confidentialityColors, statusColors } from '@/features/evidence/evidenceFormat';
import type { EvidenceStatus } from '@/contracts/evidence';
import type { Confidentiality } from '@/contracts/evidenceOptions';

// The dark shades keep small chip text above 4.5:1 contrast.
export const EvidenceStatusChip = ({ status }: { status: EvidenceStatus }) => (
  <Chip
    size="small"
    color={statusColors[status]}
    variant="outlined"
    label={evidenceStatusLabels[status]}
    sx={{ color: `${statusColors[status]}.dark` }}
  />
);

export const ConfidentialityChip = ({ level }: { level: Confidentiality }) => {
  const tone = confidentialityColors[level];
  return (
    <Chip
      size="small"
      icon={<Lock />}
      color={tone}
      variant="outlined"
      label={confidentialityLabels[level]}
      sx={{ color: tone === 'default' ? 'text.secondary' : `${tone}.dark` }}
    />
  );
};
