import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The choice that turns a filter off. */
export const ALL = 'all';
export type All = typeof ALL;

export type FilterSelectProps<T extends string> = {
  label: string;
  value: T | All;
  allLabel: string;
  choices: [T, string][];
  onChange: (value: T | All) => void;
};

/** The one filter dropdown of the list screens: an "All ..." choice first, then the given choices. */
export const FilterSelect = <T extends string>({ label, value, allLabel, choices, onChange }: FilterSelectProps<T>) => (
  <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value as T | All)}>
    <MenuItem value={ALL}>{allLabel}</MenuItem>
    {choices.map(([choice, choiceLabel]) => (
      <MenuItem key={choice} value={choice}>
        {choiceLabel}
      </MenuItem>
    ))}
  </TextField>
);
