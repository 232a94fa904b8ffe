import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  optionLabel?: (option: T) => string;
};

export const SelectField = <T extends string>({
  label,
  value,
  options,
  onChange,
  optionLabel,
}: SelectFieldProps<T>) => (
  <TextField
    select
    fullWidth
    label={label}
    value={value}
    onChange={(event) => {
      const next = options.find((option) => option === event.target.value);
      if (next) onChange(next);
    }}
  >
    {options.map((option) => (
      <MenuItem key={option} value={option}>
        {optionLabel ? optionLabel(option) : option}
      </MenuItem>
    ))}
  </TextField>
);
