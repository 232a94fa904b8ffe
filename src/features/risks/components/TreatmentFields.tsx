import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type RiskOptions } from '@/contracts/risks';
import { riskTreatments, type RiskTreatmentType } from '@/contracts/riskValues';
import type { RiskDraft, RiskDraftErrors } from '@/features/risks/components/riskDraft';
import { riskFormText as text, riskTreatmentLabels } from '@/features/risks/constants';

type TreatmentFieldsProps = {
  draft: RiskDraft;
  errors: RiskDraftErrors;
  members: RiskOptions['members'];
  onChange: (patch: Partial<RiskDraft>) => void;
};

/** The treatment chosen and the fields it needs: an approver and expiry to accept, a party to transfer to. */
export const TreatmentFields = ({ draft, errors, members, onChange }: TreatmentFieldsProps) => (
  <Stack spacing={2}>
    <TextField
      select
      size="small"
      label={text.treatment}
      value={draft.treatment}
      onChange={(event) => onChange({ treatment: event.target.value as RiskTreatmentType | '' })}
      error={Boolean(errors.treatment)}
      helperText={errors.treatment}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{text.noTreatment}</MenuItem>
      {riskTreatments.map((treatment) => (
        <MenuItem key={treatment} value={treatment}>
          {riskTreatmentLabels[treatment]}
        </MenuItem>
      ))}
    </TextField>
    {draft.treatment === 'accept' && (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          fullWidth
          label={text.approver}
          value={draft.approverId}
          onChange={(event) => onChange({ approverId: event.target.value })}
          error={Boolean(errors.approverId)}
          helperText={errors.approverId}
        >
          {members
            .filter((member) => member.canApprove)
            .map((member) => (
              <MenuItem key={member.id} value={member.id}>
                {member.name}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          fullWidth
          label={text.expiresOn}
          value={draft.expiresOn}
          onChange={(event) => onChange({ expiresOn: event.target.value })}
          error={Boolean(errors.expiresOn)}
          helperText={errors.expiresOn}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    )}
    {draft.treatment === 'transfer' && (
      <TextField
        size="small"
        label={text.transferTo}
        value={draft.transferTo}
        onChange={(event) => onChange({ transferTo: event.target.value })}
        error={Boolean(errors.transferTo)}
        helperText={errors.transferTo}
      />
    )}
    {draft.treatment === 'avoid' && (
      <TextField
        size="small"
        multiline
        minRows={2}
        label={text.avoidHow}
        value={draft.avoidHow}
        onChange={(event) => onChange({ avoidHow: event.target.value })}
        error={Boolean(errors.avoidHow)}
        helperText={errors.avoidHow}
      />
    )}
  </Stack>
);
