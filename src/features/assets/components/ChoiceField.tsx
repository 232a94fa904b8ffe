import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type ChoiceFieldProps<T extends string> = {
  label: string;
  value: T | '';
  /** The choice of none, with its wording ("Any", "Not set"); absent when a value is required. */
  emptyLabel?: string;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | '') => void;
  fullWidth?: boolean;
};

/** A select over a fixed list of values, labelled as the product words them. */
export const ChoiceField = <T extends string>({
  label,
  value,
  emptyLabel,
  options,
  labels,
  onChange,
  fullWidth,
}: ChoiceFieldProps<T>) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as T | '')}
    fullWidth={fullWidth}
    sx={fullWidth ? undefined : { minWidth: 170 }}
    // The choice of none is shown as the value it is ("Any"), under its label.
    slotProps={emptyLabel === undefined ? undefined : { inputLabel: { shrink: true }, select: { displayEmpty: true } }}
  >
    {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
    {options.map((option) => (
      <MenuItem key={option} value={option}>
        {labels[option]}
      </MenuItem>
    ))}
  </TextField>
);
