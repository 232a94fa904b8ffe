import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  optionLabel?: (option: T) => string;
  disabled?: boolean;
  helperText?: string;
};

export const SelectField = <T extends string>({
  label,
  value,
  options,
  onChange,
  optionLabel,
  disabled,
  helperText,
}: SelectFieldProps<T>) => (
  <TextField
    select
    fullWidth
    label={label}
    value={value}
    disabled={disabled}
    helperText={helperText}
    onChange={(event) => {
      const next = options.find((option) => option === event.target.value);
      if (next !== undefined) onChange(next);
    }}
  >
    {options.map((option) => (
      <MenuItem key={option} value={option}>
        {optionLabel ? optionLabel(option) : option}
      </MenuItem>
    ))}
  </TextField>
);
