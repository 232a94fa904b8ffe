import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type Role, roles } from '@/contracts/enums';
import type { PolicyAssignment as Assignment } from '@/contracts/policies';
import { assignmentText as text } from '@/features/policies/constants';
import { useAssignPolicyMutation } from '@/features/policies/policiesApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type PolicyAssignmentProps = { policyId: string; assignment: Assignment };

/** Sets who must accept the policy: every member, or the members of the roles chosen. */
export const PolicyAssignment = ({ policyId, assignment }: PolicyAssignmentProps) => {
  const [everyone, setEveryone] = useState(assignment === 'all');
  const [chosen, setChosen] = useState<readonly Role[]>(assignment === 'all' ? [] : assignment);
  const [assign, assigning] = useAssignPolicyMutation();
  const { error, run } = useServerAction(text.saveFailed);
  const toggle = (role: Role) =>
    setChosen((current) => (current.includes(role) ? current.filter((one) => one !== role) : [...current, role]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const picked = roles.filter((role) => chosen.includes(role));
    await run(() => assign({ policyId, roles: everyone ? 'all' : picked }).unwrap(), text.saved);
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="policy-assignment" sx={{ p: 2, mb: 3 }}>
      <Typography id="policy-assignment" component="h2" variant="h6">
        {text.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text.help}
      </Typography>
      <Box component="form" onSubmit={(event) => void submit(event)}>
        <RadioGroup
          row
          aria-label={text.heading}
          value={everyone ? 'all' : 'roles'}
          onChange={(event) => setEveryone(event.target.value === 'all')}
        >
          <FormControlLabel value="all" control={<Radio />} label={text.everyone} />
          <FormControlLabel value="roles" control={<Radio />} label={text.chosenRoles} />
        </RadioGroup>
        {!everyone && (
          <FormGroup row role="group" aria-label={text.rolesLabel}>
            {roles.map((role) => (
              <FormControlLabel
                key={role}
                control={<Checkbox checked={chosen.includes(role)} onChange={() => toggle(role)} />}
                label={role}
              />
            ))}
          </FormGroup>
        )}
        {!everyone && chosen.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {text.pickRole}
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Button
          type="submit"
          variant="outlined"
          sx={{ mt: 1 }}
          disabled={assigning.isLoading || (!everyone && chosen.length === 0)}
        >
          {text.save}
        </Button>
      </Box>
    </Paper>
  );
};
