import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FrameworkId, frameworkIds, frameworkLabels } from '@/contracts/enums';

type FrameworkSelectProps = { label: string; value: FrameworkId; onChange: (framework: FrameworkId) => void };

/** The one framework dropdown of the screens that show one framework at a time. */
export const FrameworkSelect = ({ label, value, onChange }: FrameworkSelectProps) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as FrameworkId)}
    sx={{ minWidth: 180 }}
  >
    {frameworkIds.map((id) => (
      <MenuItem key={id} value={id}>
        {frameworkLabels[id]}
      </MenuItem>
    ))}
  </TextField>
);
