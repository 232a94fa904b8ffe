import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { roles } from '@/contracts/enums';
import { departments } from '@/contracts/memberOptions';
import type { PolicyAssignment as Assignment } from '@/contracts/policies';
import { AssignmentChoice, type Choice } from '@/features/policies/components/AssignmentChoice';
import { assignmentText as text } from '@/features/policies/constants';
import { useAssignPolicyMutation } from '@/features/policies/policiesApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type PolicyAssignmentProps = { policyId: string; assignment: Assignment };

const choiceOf = <T extends string>(assigned: 'all' | readonly T[]): Choice<T> =>
  assigned === 'all' ? { everyone: true, chosen: [] } : { everyone: false, chosen: assigned };

const sent = <T extends string>(choice: Choice<T>, order: readonly T[]): 'all' | T[] =>
  choice.everyone ? 'all' : order.filter((one) => choice.chosen.includes(one));

/** Sets who must accept the policy: every member, or the members of the roles and departments chosen. */
export const PolicyAssignment = ({ policyId, assignment }: PolicyAssignmentProps) => {
  const [byRole, setByRole] = useState(choiceOf(assignment.roles));
  const [byDepartment, setByDepartment] = useState(choiceOf(assignment.departments));
  const [assign, assigning] = useAssignPolicyMutation();
  const { error, run } = useServerAction(text.saveFailed);
  const incomplete = [byRole, byDepartment].some((choice) => !choice.everyone && choice.chosen.length === 0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { roles: sent(byRole, roles), departments: sent(byDepartment, departments) };
    await run(() => assign({ policyId, ...body }).unwrap(), text.saved);
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
        <AssignmentChoice options={roles} choice={byRole} onChange={setByRole} wording={text.roles} />
        <AssignmentChoice
          options={departments}
          choice={byDepartment}
          onChange={setByDepartment}
          wording={text.departments}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Button type="submit" variant="outlined" sx={{ mt: 1 }} disabled={assigning.isLoading || incomplete}>
          {text.save}
        </Button>
      </Box>
    </Paper>
  );
};
