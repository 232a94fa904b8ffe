import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { attestationMaxDays, attestationStatementMax } from '@/contracts/attestations';
import type { FrameworkId } from '@/contracts/enums';
import { attestationValue, emptyValue, type ValueDraft } from '@/features/controls/attestationValue';
import { addDays, todayDay } from '@/features/controls/calendarDays';
import { AttestValueField } from '@/features/controls/components/AttestValueField';
import type { ControlCheck } from '@/features/controls/components/CheckItem';
import { EvidencePicker } from '@/features/controls/components/EvidencePicker';
import type { EvidenceChoice } from '@/features/evidence/useEvidenceChoices';
import { ATTESTATION_DEFAULT_DAYS, attestText as text, controlsText } from '@/features/controls/constants';
import { useSubmitAttestationMutation } from '@/features/controls/controlsApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type AttestDialogProps = {
  open: boolean;
  check: ControlCheck;
  framework: FrameworkId;
  controlId: string;
  onClose: () => void;
};

type Draft = { value: ValueDraft; statement: string; evidence: EvidenceChoice | null; validUntil: string };

const freshDraft = (today: string): Draft => ({
  value: emptyValue,
  statement: '',
  evidence: null,
  validUntil: addDays(today, ATTESTATION_DEFAULT_DAYS),
});

/** A member states the check is met: its value, what was done, the evidence, and until when it stands. */
export const AttestDialog = ({ open, check, framework, controlId, onClose }: AttestDialogProps) => {
  const today = todayDay();
  const [submitAttestation, { isLoading }] = useSubmitAttestationMutation();
  const { error, setError, run } = useServerAction(controlsText.saveFailed);
  const [draft, setDraft] = useState(() => freshDraft(today));
  const value = attestationValue(check.answer, draft.value);
  const dayInFuture = check.answer === 'date' && draft.value.day > today;
  const firstValidDay = addDays(today, 1);
  const lastValidDay = addDays(today, attestationMaxDays);
  const validUntilOutOfRange = draft.validUntil < firstValidDay || draft.validUntil > lastValidDay;
  const complete = value !== undefined && !dayInFuture && draft.evidence !== null && !validUntilOutOfRange;

  const reset = () => {
    setDraft(freshDraft(todayDay()));
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React bubbles events through portals: no form this dialog opened from may submit too.
    event.stopPropagation();
    if (!draft.evidence || value === undefined) return;
    const attestation = {
      check: check.id,
      value,
      statement: draft.statement.trim(),
      evidenceId: draft.evidence.id,
      validUntil: draft.validUntil,
    };
    if (await run(() => submitAttestation({ framework, controlId, attestation }).unwrap(), text.submitted)) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`attest-${check.id}-title`}
      slotProps={{ transition: { onExited: reset } }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={`attest-${check.id}-title`}>{text.title(check.name)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <AttestValueField
              kind={check.answer}
              question={check.question}
              draft={draft.value}
              today={today}
              onChange={(changes) => setDraft((current) => ({ ...current, value: { ...current.value, ...changes } }))}
            />
            <TextField
              label={text.statement}
              helperText={text.statementHelp}
              required
              multiline
              minRows={2}
              value={draft.statement}
              onChange={(event) => setDraft((current) => ({ ...current, statement: event.target.value }))}
              slotProps={{ htmlInput: { maxLength: attestationStatementMax } }}
            />
            <EvidencePicker
              value={draft.evidence}
              onChange={(evidence) => setDraft((current) => ({ ...current, evidence }))}
            />
            <TextField
              label={text.validUntil}
              type="date"
              required
              value={draft.validUntil}
              error={validUntilOutOfRange}
              helperText={text.validUntilHelp}
              onChange={(event) => setDraft((current) => ({ ...current, validUntil: event.target.value }))}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: firstValidDay, max: lastValidDay },
              }}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!complete || isLoading}>
            {text.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
