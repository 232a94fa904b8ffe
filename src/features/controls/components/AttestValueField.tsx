import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AnswerKind } from '@/contracts/controlSettings';
import type { ValueDraft } from '@/features/controls/attestationValue';
import { attestText as text } from '@/features/controls/constants';

type AttestValueFieldProps = {
  kind: AnswerKind;
  /** What the check asks, the field's label. */
  question: string;
  draft: ValueDraft;
  today: string;
  onChange: (changes: Partial<ValueDraft>) => void;
};

const whole = { min: 0, step: 1 };

/** The answer's input for its kind: a ratio, a percentage, a day not in the future, a confirmation or a count. */
export const AttestValueField = ({ kind, question, draft, today, onChange }: AttestValueFieldProps) => {
  switch (kind) {
    case 'ratio':
      return (
        <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{question}</FormLabel>
          <Stack direction="row" spacing={2}>
            <TextField
              label={text.compliant}
              type="number"
              required
              value={draft.compliant}
              onChange={(event) => onChange({ compliant: event.target.value })}
              slotProps={{ htmlInput: whole }}
            />
            <TextField
              label={text.total}
              type="number"
              required
              value={draft.total}
              helperText={text.ratioHelp}
              onChange={(event) => onChange({ total: event.target.value })}
              slotProps={{ htmlInput: whole }}
            />
          </Stack>
        </Stack>
      );
    case 'percent':
      return (
        <TextField
          label={question}
          type="number"
          required
          value={draft.percent}
          onChange={(event) => onChange({ percent: event.target.value })}
          slotProps={{
            htmlInput: { min: 0, max: 100, step: 'any' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      );
    case 'date': {
      const future = draft.day > today;
      return (
        <TextField
          label={question}
          type="date"
          required
          value={draft.day}
          error={future}
          helperText={future ? text.dayInFuture : text.day}
          onChange={(event) => onChange({ day: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
      );
    }
    case 'confirmation':
      return (
        <FormControlLabel
          control={
            <Checkbox checked={draft.confirmed} onChange={(event) => onChange({ confirmed: event.target.checked })} />
          }
          label={`${question}: ${text.confirm}`}
        />
      );
    case 'count':
      return (
        <TextField
          label={question}
          type="number"
          required
          value={draft.count}
          onChange={(event) => onChange({ count: event.target.value })}
          slotProps={{ htmlInput: whole }}
        />
      );
  }
};
