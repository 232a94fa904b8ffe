import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Risk } from '@/contracts/risks';
import { risksText as text } from '@/features/risks/constants';

/** What needs attention on a risk: untreated above tolerance, a lapsed acceptance, or that it is closed. */
export const RiskFlags = ({ risk }: { risk: Risk }) => (
  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
    {risk.needsTreatment && <Chip size="small" color="error" variant="outlined" label={text.needsTreatment} />}
    {risk.acceptanceExpired && (
      // The dark shade for the text: amber on white would not be readable.
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={text.acceptanceExpired}
        sx={{ color: 'warning.dark' }}
      />
    )}
    {risk.status === 'closed' && <Chip size="small" variant="outlined" label={text.closed} />}
  </Stack>
);
