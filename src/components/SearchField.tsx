import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';

export type SearchFieldProps = Pick<TextFieldProps, 'label' | 'size' | 'sx'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The one search box of the list screens: a labelled search input with a magnifier. */
export const SearchField = ({ label, value, onChange, size, sx }: SearchFieldProps) => (
  <TextField
    type="search"
    label={label}
    size={size}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={sx}
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <Search fontSize="small" />
          </InputAdornment>
        ),
      },
    }}
  />
);
