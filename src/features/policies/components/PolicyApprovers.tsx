import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { PolicyDetail } from '@/contracts/policies';
import { approversText as text } from '@/features/policies/constants';
import { useSetPolicyApproversMutation } from '@/features/policies/policiesApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type PolicyApproversProps = { policyId: string; approval: PolicyDetail['approval'] };

/** Names who approves the policy's drafts, from the members who may approve policies, and how many must. */
export const PolicyApprovers = ({ policyId, approval }: PolicyApproversProps) => {
  const candidates = approval.candidates ?? [];
  const [chosen, setChosen] = useState<readonly string[]>(approval.approvers.map((approver) => approver.id));
  const [quorum, setQuorum] = useState(approval.quorum);
  const [save, saving] = useSetPolicyApproversMutation();
  const { error, run } = useServerAction(text.saveFailed);
  const picked = candidates.filter((candidate) => chosen.includes(candidate.id)).map((candidate) => candidate.id);
  const needed = Math.min(Math.max(1, quorum), Math.max(1, picked.length));
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(() => save({ policyId, approverIds: picked, quorum: needed }).unwrap(), text.saved);
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="policy-approvers" sx={{ p: 2, mb: 3 }}>
      <Typography id="policy-approvers" component="h2" variant="h6">
        {text.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text.help}
      </Typography>
      {candidates.length === 0 ? (
        <Typography variant="body2">{text.noCandidates}</Typography>
      ) : (
        <Box component="form" onSubmit={(event) => void submit(event)}>
          <FormGroup row role="group" aria-label={text.candidatesLabel}>
            {candidates.map((candidate) => (
              <FormControlLabel
                key={candidate.id}
                control={<Checkbox checked={chosen.includes(candidate.id)} onChange={() => toggle(candidate.id)} />}
                label={candidate.name}
              />
            ))}
          </FormGroup>
          {picked.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {text.anyApprover}
            </Typography>
          ) : (
            <FormControl size="small" sx={{ mt: 1, minWidth: 180 }}>
              <InputLabel id="policy-approval-quorum">{text.quorum}</InputLabel>
              <Select
                labelId="policy-approval-quorum"
                label={text.quorum}
                value={needed}
                onChange={(event) => setQuorum(Number(event.target.value))}
              >
                {picked.map((_id, index) => (
                  <MenuItem key={index + 1} value={index + 1}>
                    {text.quorumOption(index + 1, picked.length)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="outlined" sx={{ mt: 1 }} disabled={saving.isLoading}>
              {text.save}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
};
