import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type OptionSelectProps<T extends string> = Pick<TextFieldProps, 'error' | 'helperText'> & {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
};

/** A required choice among the contract's values (a role, a department), each shown as it is named. */
export const OptionSelect = <T extends string>({ label, options, value, onChange, ...field }: OptionSelectProps<T>) => (
  <TextField
    select
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as T)}
    fullWidth
    {...field}
  >
    {options.map((option) => (
      <MenuItem key={option} value={option}>
        {option}
      </MenuItem>
    ))}
  </TextField>
);
