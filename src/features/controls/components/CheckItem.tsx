import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AttestationStatus } from '@/contracts/attestations';
import type { ControlDetails } from '@/contracts/controlSettings';
import type { FrameworkId } from '@/contracts/enums';
import { AttestationWayIn } from '@/features/controls/components/AttestationWayIn';
import { DocumentWayIn, IntegrationWayIn } from '@/features/controls/components/LinkedWayIn';
import { attestationStatusLabels, checksText as text } from '@/features/controls/constants';

export type ControlCheck = ControlDetails['checks'][number];

const statusColors: Record<AttestationStatus, 'success' | 'warning' | 'error' | 'default'> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'error',
  expired: 'default',
};

/** What stands for the check today: its latest attestation, or the integrations that measure it. */
const CheckState = ({ check }: { check: ControlCheck }) => {
  if (check.attestation) {
    const { status } = check.attestation;
    return <Chip size="small" color={statusColors[status]} label={attestationStatusLabels[status]} />;
  }
  const attestable = check.waysIn.some(({ kind }) => kind === 'attestation');
  return <Chip size="small" variant="outlined" label={attestable ? text.notAttested : text.measured} />;
};

type CheckItemProps = { check: ControlCheck; framework: FrameworkId; controlId: string };

export const CheckItem = ({ check, framework, controlId }: CheckItemProps) => (
  <ListItem disableGutters divider sx={{ display: 'block' }} aria-label={check.name}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
      <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{check.name}</Typography>
      <CheckState check={check} />
    </Box>
    <Stack spacing={0.75}>
      {check.waysIn.map((wayIn) => {
        if (wayIn.kind === 'integration') return <IntegrationWayIn key={wayIn.kind} wayIn={wayIn} />;
        if (wayIn.kind === 'document') return <DocumentWayIn key={wayIn.kind} wayIn={wayIn} />;
        return <AttestationWayIn key={wayIn.kind} check={check} framework={framework} controlId={controlId} />;
      })}
    </Stack>
  </ListItem>
);
