import Chip from '@mui/material/Chip';
import type { ApplicabilityState } from '@/contracts/controlSettings';
import { controlListText } from '@/features/controls/listConstants';

/** Only a control out of scope, or asked to be, is marked: applicable is the rule. */
export const ApplicabilityChip = ({ state }: { state: ApplicabilityState }) =>
  state === 'applicable' ? null : (
    <Chip
      size="small"
      variant={state === 'excluded' ? 'filled' : 'outlined'}
      color={state === 'excluded' ? 'default' : 'warning'}
      label={controlListText.applicability[state]}
    />
  );
