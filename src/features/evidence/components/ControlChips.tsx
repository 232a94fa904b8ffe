import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { RelatedControl } from '@/contracts/evidence';
import { automatedEvidenceText, moreTagsLabel } from '@/features/evidence/constants';
import { relatedControlName } from '@/features/evidence/controlLink';

type ControlChipsProps = { controls: RelatedControl[]; limit?: number };

/** The controls evidence supports, as small chips ("SOC 2 CC8.1"), the first `limit` then "+N more". */
export const ControlChips = ({ controls, limit = controls.length }: ControlChipsProps) => {
  const shown = controls.slice(0, limit);
  const hidden = controls.length - shown.length;
  return (
    <Box
      component="ul"
      aria-label={automatedEvidenceText.controls}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {shown.map((control) => (
        <li key={`${control.framework} ${control.controlId}`}>
          <Chip size="small" label={relatedControlName(control)} sx={{ bgcolor: 'grey.100' }} />
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Chip size="small" variant="outlined" label={moreTagsLabel(hidden)} />
        </li>
      )}
    </Box>
  );
};
