import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { policiesText, policyText as text } from '@/features/policies/constants';
import { useAcceptPolicyVersionMutation } from '@/features/policies/policiesApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type PolicyAcceptanceProps = { policyId: string; versionId: string; acceptedByMe: boolean };

/** The member's own acceptance of the version in force: read, ticked, then recorded with the version's hash. */
export const PolicyAcceptance = ({ policyId, versionId, acceptedByMe }: PolicyAcceptanceProps) => {
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
