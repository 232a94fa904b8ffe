import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { justificationMax, justificationMin } from '@/contracts/controlSettings';
import { applicabilityText as text } from '@/features/controls/constants';

type ExclusionRequestFormProps = {
  /** The server's refusal, shown under the justification as typed. */
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (justification: string) => void;
};

/** Why the control does not apply: the justification an approver and the auditor read. */
export const ExclusionRequestForm = ({ error, busy, onCancel, onSubmit }: ExclusionRequestFormProps) => {
  const [justification, setJustification] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const submit = () => {
    const trimmed = justification.trim();
    setTooShort(trimmed.length < justificationMin);
    if (trimmed.length >= justificationMin) onSubmit(trimmed);
  };
  const problem = tooShort ? text.justificationTooShort : error;
  return (
    <Stack spacing={1.5}>
      <TextField
        label={text.justification}
        helperText={problem ?? text.justificationHelp}
        error={problem !== null}
        multiline
        minRows={3}
        autoFocus
        value={justification}
        onChange={(event) => setJustification(event.target.value)}
        slotProps={{ htmlInput: { maxLength: justificationMax } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{text.cancel}</Button>
        <Button variant="outlined" disabled={busy} onClick={submit}>
          {text.submitRequest}
        </Button>
      </Stack>
    </Stack>
  );
};
