import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PolicyDetail } from '@/contracts/policies';
import { policiesText, policyText as text } from '@/features/policies/constants';
import { useUpdatePolicyProfileMutation } from '@/features/policies/policiesApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type Blocker = NonNullable<PolicyDetail['draft']>['blockers'][number];

const BlockerField = ({ blocker, canManage }: { blocker: Blocker; canManage: boolean }) => {
  const [value, setValue] = useState('');
  const [update, updating] = useUpdatePolicyProfileMutation();
  const { error, run } = useServerAction(policiesText.saveFailed);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => update({ [blocker.field]: value.trim() }).unwrap(), text.fieldSaved);
  };
  return (
    <Box component="form" onSubmit={save} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={blocker.label}
        size="small"
        fullWidth
        value={value}
        disabled={!canManage}
        error={error !== null}
        helperText={error ?? undefined}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      {canManage && (
        <Button
          type="submit"
          variant="outlined"
          aria-label={text.saveFieldLabel(blocker.label)}
          disabled={updating.isLoading || value.trim() === ''}
        >
          {text.saveField}
        </Button>
      )}
    </Box>
  );
};

/** The profile fields the draft quotes but the organisation has not filled in: each blocks publication. */
export const DraftBlockers = ({ blockers, canManage }: { blockers: Blocker[]; canManage: boolean }) =>
  blockers.length === 0 ? null : (
    <Paper variant="outlined" component="section" aria-labelledby="policy-blockers" sx={{ p: 2, mb: 3 }}>
      <Typography id="policy-blockers" component="h2" variant="h6">
        {text.blockersHeading}
      </Typography>
      <Alert severity="warning" sx={{ my: 1.5 }}>
        {text.blockersHelp}
      </Alert>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {blockers.map((blocker) => (
          <BlockerField key={blocker.field} blocker={blocker} canManage={canManage} />
        ))}
      </Box>
    </Paper>
  );
