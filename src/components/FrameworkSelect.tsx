import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FrameworkId, frameworkIds, frameworkLabels } from '@/contracts/enums';

type FrameworkSelectProps = {
  label: string;
  value: FrameworkId;
  onChange: (framework: FrameworkId) => void;
  /** Small in a screen's toolbar; medium beside the other fields of a form. */
  size?: 'small' | 'medium';
};

/** The one framework dropdown: the screens that show one framework at a time, and forms that pick one. */
export const FrameworkSelect = ({ label, value, onChange, size = 'small' }: FrameworkSelectProps) => (
  <TextField
    select
    size={size}
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
