import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { implementationStatusLabels, statementMax } from '@/contracts/controlSettings';
import { configureText as text, controlsText } from '@/features/controls/constants';
import type { ControlDraft } from '@/features/controls/controlDraft';
import { OwnerSelect } from '@/features/tasks/components/OwnerSelect';

// Not applicable is reached by an approved exclusion, never chosen here.
const choosable = ['not_started', 'in_progress', 'implemented'] as const;

type ControlSettingsFieldsProps = {
  draft: ControlDraft;
  onChange: (changes: Partial<ControlDraft>) => void;
  disabled: boolean;
};

/** Who owns the control, how far its implementation has come, how it is met and when it is next reviewed. */
export const ControlSettingsFields = ({ draft, onChange, disabled }: ControlSettingsFieldsProps) => {
  const excluded = draft.implementationStatus === 'not_applicable';
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OwnerSelect
          label={controlsText.owner}
          size="medium"
          value={draft.owner}
          disabled={disabled}
          onChange={(owner) => onChange({ owner })}
        />
        <OwnerSelect
          label={text.backupOwner}
          size="medium"
          value={draft.backupOwner}
          disabled={disabled}
          onChange={(backupOwner) => onChange({ backupOwner })}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {excluded ? (
          <TextField
            label={controlsText.implementationStatus}
            value={implementationStatusLabels.not_applicable}
            helperText={text.notApplicableHint}
            disabled
            fullWidth
          />
        ) : (
          <TextField
            select
            label={controlsText.implementationStatus}
            value={draft.implementationStatus}
            disabled={disabled}
            fullWidth
            onChange={(event) =>
              onChange({ implementationStatus: event.target.value as ControlDraft['implementationStatus'] })
            }
          >
            {choosable.map((status) => (
              <MenuItem key={status} value={status}>
                {implementationStatusLabels[status]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={text.reviewDate}
          type="date"
          fullWidth
          value={draft.reviewDate}
          disabled={disabled}
          onChange={(event) => onChange({ reviewDate: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        label={text.statement}
        helperText={text.statementHelp}
        multiline
        minRows={3}
        value={draft.statement}
        disabled={disabled}
        onChange={(event) => onChange({ statement: event.target.value })}
        slotProps={{ htmlInput: { maxLength: statementMax } }}
      />
    </Stack>
  );
};
