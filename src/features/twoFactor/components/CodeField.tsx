import TextField from '@mui/material/TextField';

type CodeFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Only the app's 6 digits, or a recovery code too. */
  digitsOnly?: boolean;
  helperText?: string;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** A one-time code: offered by the browser from an SMS or app where it can, never remembered as a password. */
export const CodeField = ({ label, value, onChange, digitsOnly, helperText, disabled, autoFocus }: CodeFieldProps) => (
  <TextField
    name="code"
    label={label}
    required
    fullWidth
    autoFocus={autoFocus}
    autoComplete="one-time-code"
    disabled={disabled}
    value={value}
    helperText={helperText}
    onChange={(event) => onChange(digitsOnly ? event.target.value.replace(/\D/g, '').slice(0, 6) : event.target.value)}
    slotProps={{
      htmlInput: digitsOnly
        ? { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6, spellCheck: false }
        : { spellCheck: false, autoCapitalize: 'none' },
    }}
  />
);
