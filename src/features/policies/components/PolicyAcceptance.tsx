import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { PolicyMemberAcceptance } from '@/contracts/policies';
import { policiesText, policyText as text } from '@/features/policies/constants';
import { useAcceptPolicyVersionMutation, useGetPolicyQuery } from '@/features/policies/policiesApi';
import { useServerAction } from '@/features/toasts/useServerAction';
import { formatDayOf } from '@/lib/dates';

type PolicyAcceptanceProps = { policyId: string; versionId: string; acceptedByMe: boolean };

export const acceptanceListText = {
  heading: 'Who has accepted',
  accepted: (when: string) => `Accepted ${when}`,
  overdue: (since: string) => `Overdue since ${since}`,
  pending: 'Not accepted yet',
} as const;

const MemberAcceptanceState = ({ row }: { row: PolicyMemberAcceptance }) => {
  if (row.acceptedAt) return <>{acceptanceListText.accepted(formatDayOf(row.acceptedAt))}</>;
  if (row.overdueSince) {
    return (
      <Box component="span" sx={{ color: 'warning.main', fontWeight: 500 }}>
        {acceptanceListText.overdue(formatDayOf(row.overdueSince))}
      </Box>
    );
  }
  return <>{acceptanceListText.pending}</>;
};

/** For the policy's owner and those who manage policies: each member asked to accept, and who is late. */
const AcceptanceList = ({ rows }: { rows: PolicyMemberAcceptance[] }) => (
  <Box component="section" aria-labelledby="policy-acceptances" sx={{ mt: 2 }}>
    <Typography id="policy-acceptances" component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
      {acceptanceListText.heading}
    </Typography>
    <Box component="ul" aria-labelledby="policy-acceptances" sx={{ m: 0, pl: 2.5 }}>
      {rows.map((row) => (
        <Typography component="li" variant="body2" key={row.memberId}>
          {row.name}: <MemberAcceptanceState row={row} />
        </Typography>
      ))}
    </Box>
  </Box>
);

/** The member's own acceptance of the version in force (read, ticked, then recorded with the version's hash). */
const OwnAcceptance = ({ policyId, versionId, acceptedByMe }: PolicyAcceptanceProps) => {
  const [read, setRead] = useState(false);
  const [accept, accepting] = useAcceptPolicyVersionMutation();
  const { error, run } = useServerAction(policiesText.saveFailed);
  if (acceptedByMe) return <Alert severity="success">{text.acceptedByMe}</Alert>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <FormControlLabel
        control={<Checkbox checked={read} onChange={(event) => setRead(event.target.checked)} />}
        label={text.acceptCheckbox}
      />
      <Button
        variant="contained"
        disabled={!read || accepting.isLoading}
        onClick={() => void run(() => accept({ policyId, versionId }).unwrap(), text.accepted)}
      >
        {text.accept}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
};

/** The member's own acceptance and, for those who follow it up, everyone's (read from the policy already loaded). */
export const PolicyAcceptance = (props: PolicyAcceptanceProps) => {
  const { data: policy } = useGetPolicyQuery(props.policyId);
  return (
    <>
      <OwnAcceptance {...props} />
      {policy?.acceptances && policy.acceptances.length > 0 && <AcceptanceList rows={policy.acceptances} />}
    </>
  );
};
